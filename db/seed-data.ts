// Text for the seed: Australian names and places, forums, groups, resources, events, reports,
// providers and ads. The feed is in seed-posts.ts and members' own words in seed-members.ts.
// Kept apart from db/seed.ts so the builder reads as logic, not prose.

export const FIRST_NAMES = [
  "Mia",
  "Liam",
  "Aroha",
  "Noah",
  "Priya",
  "Jack",
  "Mei",
  "Oliver",
  "Amara",
  "Lachlan",
  "Zara",
  "Ethan",
  "Sienna",
  "Kai",
  "Ruby",
  "Tariq",
  "Isla",
  "Hamish",
  "Layla",
  "Cooper",
  "Ngaire",
  "Mason",
  "Chloe",
  "Ahmed",
  "Grace",
  "Finn",
  "Leilani",
  "Harvey",
  "Sofia",
  "Archie",
  "Jasmine",
  "Riley",
  "Anh",
  "Declan",
  "Maddison",
  "Jarrah",
  "Elena",
  "Tom",
  "Bindi",
  "Sam",
];
export const LAST_NAMES = [
  "Nguyen",
  "Smith",
  "Williams",
  "Patel",
  "Brown",
  "Wilson",
  "Taylor",
  "Chen",
  "Anderson",
  "Kelly",
  "Singh",
  "Murphy",
  "Thompson",
  "Walker",
  "Martin",
  "Harris",
  "Ryan",
  "O'Brien",
  "Tran",
  "Campbell",
];

// The suburbs live in app/lib: a member's location is placed on the map by them too.
export { SUBURBS } from "../app/lib/suburbs";

export const FORUM_CATEGORIES = [
  { name: "Getting Started", description: "Introductions and help finding your way around." },
  { name: "Daily Living", description: "Home, transport, health and everyday tips." },
  { name: "Rights & Advocacy", description: "NDIS, employment, legal rights and campaigning." },
  { name: "Technology", description: "Assistive technology, apps and accessibility settings." },
];
export const FORUMS = [
  { category: 0, name: "Introductions", description: "Say hello and tell us a bit about yourself." },
  { category: 0, name: "Site Help", description: "Questions about using this community." },
  { category: 1, name: "Home & Housing", description: "Modifications, SDA and finding accessible homes." },
  { category: 1, name: "Getting Around", description: "Public transport, driving and travel." },
  { category: 1, name: "Health & Wellbeing", description: "Managing conditions, pain and energy." },
  { category: 2, name: "NDIS Questions", description: "Plans, reviews, providers and appeals." },
  { category: 2, name: "Work & Study", description: "Adjustments, disclosure and career support." },
  { category: 3, name: "Assistive Technology", description: "Screen readers, switches, AAC and more." },
] as const;

export const GROUPS = [
  {
    name: "Spinal Cord Injury Peer Network",
    category: "spinal_cord",
    isPrivate: false,
    description: "Peer support for people living with spinal cord injury, from the early days of rehab onwards.",
    guidelines:
      "Share what worked for you, not what others should do. Questions about pressure care or bladder and bowel care are welcome; answers come from experience, not as medical advice.",
  },
  {
    name: "Low Vision & Blind Australians",
    category: "visual",
    isPrivate: false,
    description: "Share tips on screen readers, orientation and mobility, and life with low vision.",
    guidelines:
      "Describe every image you post. Name the app, device and version when you share a tech tip, so others can follow along.",
  },
  {
    name: "Deaf & Hard of Hearing Hub",
    category: "hearing",
    isPrivate: false,
    description: "An Auslan-friendly space for Deaf and hard of hearing members. Captioned video meetups monthly.",
    guidelines:
      "Caption or transcribe every video you share. Auslan, English and everything in between are all welcome here.",
  },
  {
    name: "Brain Injury Recovery Circle",
    category: "cognitive",
    isPrivate: true,
    description: "A private, moderated circle for people recovering from acquired brain injury and their families.",
    guidelines: "Keep posts short and give people time to reply. What is shared in the circle stays in the circle.",
  },
  {
    name: "Chronic Illness Spoonies",
    category: "chronic_illness",
    isPrivate: false,
    description: "For anyone managing chronic illness, fatigue or pain. Pace yourself, we'll be here.",
    guidelines: "No cures, supplements or diets for sale. Bad days are allowed here without anyone trying to fix them.",
  },
  {
    name: "Young Adults with Disability (18-30)",
    category: "age_specific",
    isPrivate: false,
    description: "Study, work, dating and independence: conversations for young adults.",
    guidelines:
      "For members aged 18 to 30. Keep it friendly, keep it legal, and ask before sharing anyone else's story or photo.",
  },
  {
    name: "Parents of Kids with Disability",
    category: "age_specific",
    isPrivate: true,
    description: "A private group for parents and carers navigating early intervention, school and the NDIS.",
    guidelines:
      "Protect your child's privacy: no full names, school names or photos of faces. Every family's path is different; go easy on advice.",
  },
  {
    name: "MS Support Melbourne",
    category: "chronic_illness",
    isPrivate: false,
    description: "Local and online catch-ups for people with multiple sclerosis in and around Melbourne.",
    guidelines:
      "Catch-up details go in the events list, not in posts. Treatment talk is welcome; decisions belong to you and your neurologist.",
  },
  {
    name: "Autistic Adults Collective",
    category: "cognitive",
    isPrivate: false,
    description: "By and for autistic adults. Low-pressure, text-first conversation.",
    guidelines:
      "Say what you mean; no one has to guess here. Tone tags are welcome. Non-autistic members, please listen more than you post.",
  },
  {
    name: "Amputee Active Living",
    category: "spinal_cord",
    isPrivate: false,
    description: "Prosthetics, sport and getting back to the things you love.",
    guidelines:
      "Stump photos only behind a content warning. Name the prosthetist or clinic if you recommend one, and say what you paid if you're comfortable.",
  },
] as const;

// Each resource links to a real public page: the organisation's own page on the topic, or
// its home page where a deeper link might move. Templates link to the page that hosts them.
export const RESOURCES = [
  {
    title: "Requesting Workplace Adjustments: A Template Letter",
    category: "employment",
    resourceType: "template",
    tags: ["employment", "adjustments", "template", "rights"],
    description:
      "A fill-in-the-blanks letter for asking your employer for an adjustment, with notes on what to include and what you don't have to disclose. Links to the JobAccess Employment Assistance Fund, which can pay for equipment, Auslan interpreting and changes to the workplace.",
    url: "https://www.jobaccess.gov.au/employment-assistance-fund-eaf",
  },
  {
    title: "JobAccess: Free Advice for Employees and Employers",
    category: "employment",
    resourceType: "directory",
    tags: ["employment", "jobaccess", "advice"],
    description:
      "The Australian Government's national hub for disability employment. Its advisers answer questions from job seekers, workers and employers, free, on 1800 464 800.",
    url: "https://www.jobaccess.gov.au/",
  },
  {
    title: "Disability Support Pension: Eligibility Explained",
    category: "benefits",
    resourceType: "guide",
    tags: ["dsp", "centrelink", "benefits", "eligibility", "forms"],
    description:
      "Who can get the DSP, the medical and non-medical rules, and the evidence Centrelink asks for, in plain language. Links to Services Australia's page for the payment.",
    url: "https://www.servicesaustralia.gov.au/disability-support-pension",
    auslanUrl: "https://www.servicesaustralia.gov.au/auslan",
  },
  {
    title: "Your NDIS Plan Review: What to Prepare",
    category: "benefits",
    resourceType: "guide",
    tags: ["ndis", "plan-review", "evidence"],
    description:
      "What a plan reassessment or variation is, when to ask for one, and the reports and goals to have ready before the check-in. Links to the NDIS page on changing your plan.",
    url: "https://www.ndis.gov.au/participants/changing-your-plan",
  },
  {
    title: "Understanding the Disability Discrimination Act",
    category: "legal",
    resourceType: "article",
    tags: ["dda", "legal", "rights", "discrimination"],
    description:
      "What the Disability Discrimination Act 1992 covers (work, education, goods and services, premises) and how to make a complaint to the Australian Human Rights Commission.",
    url: "https://humanrights.gov.au/our-work/disability-rights",
  },
  {
    title: "Free Legal Help: Disability Advocacy Services by State",
    category: "legal",
    resourceType: "directory",
    tags: ["legal", "advocacy", "free"],
    description:
      "Where to find a free, independent disability advocate or legal service in your state or territory. The Disability Gateway's helpline, 1800 643 787, can point you to one near you.",
    url: "https://www.disabilitygateway.gov.au/",
    auslanUrl: "https://www.disabilitygateway.gov.au/auslan",
  },
  {
    title: "Screen Reader Starter Kit: NVDA, JAWS and VoiceOver",
    category: "technology",
    resourceType: "toolkit",
    tags: ["screen-readers", "nvda", "voiceover", "jaws", "beginners"],
    description:
      "Your first week with a screen reader: the ten commands worth learning first on NVDA, JAWS and VoiceOver, and where Vision Australia offers training and advice.",
    url: "https://www.visionaustralia.org/",
  },
  {
    title: "Switch Access on Android and iOS, Step by Step",
    category: "technology",
    resourceType: "video",
    tags: ["switch-access", "mobile", "motor"],
    description:
      "A captioned walkthrough of setting up one or two switches to control a phone: scanning, point mode and recipes for common tasks. Links to Google's Android accessibility help.",
    url: "https://support.google.com/accessibility/android",
    audioDescribedUrl: "https://support.google.com/accessibility/android/answer/6122836",
  },
  {
    title: "Specialist Disability Accommodation: How SDA Works",
    category: "housing",
    resourceType: "guide",
    tags: ["sda", "housing", "ndis"],
    description:
      "What SDA funding pays for, the four design categories, and the evidence the NDIA looks at when it decides whether to include SDA in a plan.",
    url: "https://ourguidelines.ndis.gov.au/supports-you-can-access-menu/home-and-living-supports/specialist-disability-accommodation/how-do-you-get-specialist-disability-accommodation-your-plan",
  },
  {
    title: "Home Modifications Checklist",
    category: "housing",
    resourceType: "template",
    tags: ["housing", "modifications", "checklist"],
    description:
      "A room-by-room checklist for entries, bathrooms and kitchens to work through with your OT, alongside the NDIS assessment template for home modifications.",
    url: "https://www.ndis.gov.au/providers/housing-and-living-supports-and-services/providing-home-modifications",
  },
  {
    title: "Reasonable Adjustments at University",
    category: "education",
    resourceType: "article",
    tags: ["education", "university", "adjustments"],
    description:
      "How to register with your uni's disability service, what goes in a learning access plan, and adjustments students ask for most: extra exam time, recorded lectures, extensions.",
    url: "https://www.adcet.edu.au/",
  },
  {
    title: "Inclusive Education Rights for School Students",
    category: "education",
    resourceType: "guide",
    tags: ["education", "school", "rights"],
    description:
      "What the Disability Standards for Education 2005 require of schools: enrolling on the same basis as other students, consultation with families, and reasonable adjustments.",
    url: "https://www.education.gov.au/disability-standards-education-2005",
  },
  {
    title: "Beyond Blue and Lifeline: When and How to Reach Out",
    category: "mental_health",
    resourceType: "article",
    tags: ["mental-health", "crisis", "support"],
    description:
      "Lifeline (13 11 14) answers around the clock in a crisis; Beyond Blue (1300 22 4636) offers counselling and information on anxiety and depression. Both also have online chat.",
    url: "https://www.beyondblue.org.au/",
  },
  {
    title: "Mindfulness Audio Series with Captions",
    category: "mental_health",
    resourceType: "video",
    tags: ["mindfulness", "captions", "audio"],
    description:
      "Short guided sessions for sleep, pain and stress, each with captions and a transcript. Links to Smiling Mind, an Australian not-for-profit with a free mindfulness app.",
    url: "https://www.smilingmind.com.au/",
  },
  {
    title: "Personal Safety Planning for People with Disability",
    category: "safety",
    resourceType: "toolkit",
    tags: ["safety", "planning", "domestic-violence"],
    description:
      "Steps for a safety plan that takes your support needs into account, including what to do if the person hurting you is also your support person. 1800RESPECT answers on 1800 737 732.",
    url: "https://www.1800respect.org.au/",
  },
  {
    title: "Emergency Preparedness: Bushfire and Flood Plans",
    category: "safety",
    resourceType: "guide",
    tags: ["safety", "emergency", "bushfire", "flood"],
    description:
      "Person-centred emergency planning: medications, power for equipment, getting out with a wheelchair or assistance animal, and who checks on you. Links to the Tasmania SES project that uses this approach.",
    url: "https://www.ses.tas.gov.au/people-with-disability-emergency-preparedness-project/",
  },
] as const;

// Virtual events meet at a link the seed cannot make real, so db/seed.ts gives them one on a
// placeholder domain (meet.example.org.au). Places are real public venues.
export const EVENTS = [
  {
    title: "Know Your NDIS Rights Workshop",
    eventType: "workshop",
    isVirtual: true,
    max: 100,
    features: ["captions", "screen_reader_friendly", "ASL"],
    approval: false,
    cost: 0,
    organizer: "Disability Advocacy Network",
    location: null,
    description:
      "An advocate walks through what the NDIS must tell you, how to ask for a reassessment, and how an internal review works, with time for questions in the chat. Live captions and an Auslan interpreter throughout.",
  },
  {
    title: "Accessible Gardening Social, Royal Botanic Gardens",
    eventType: "social",
    isVirtual: false,
    max: 25,
    features: ["wheelchair_accessible", "audio_description"],
    approval: false,
    cost: 0,
    organizer: "Community Team",
    location: "Royal Botanic Gardens Victoria, Birdwood Avenue, Melbourne VIC 3004",
    description:
      "A slow loop of the sealed paths with a horticulturist who describes the plants as we go, then morning tea on the lawn. Accessible toilets at the Visitor Centre, where we meet.",
  },
  {
    title: "Chronic Pain Peer Support Circle",
    eventType: "support_group",
    isVirtual: true,
    max: 12,
    features: ["captions"],
    approval: true,
    cost: 0,
    organizer: "Peer Support Australia",
    location: null,
    description:
      "A small, facilitated video circle for people living with chronic pain. Cameras optional, lying down welcome. The facilitator asks a few questions first to make sure the circle suits you.",
  },
  {
    title: "Advocacy Day at Parliament House",
    eventType: "advocacy",
    isVirtual: false,
    max: 60,
    features: ["wheelchair_accessible", "ASL", "materials_braille"],
    approval: true,
    cost: 0,
    organizer: "Disability Advocacy Network",
    location: "Parliament House, Parliament Drive, Canberra ACT 2600",
    description:
      "Meet MPs and senators in small groups to talk about accessible housing and the NDIS. A briefing session in the morning prepares you; briefing notes come in braille, large print and Easy Read.",
  },
  {
    title: "Seated Yoga and Breathwork",
    eventType: "wellness",
    isVirtual: true,
    max: 30,
    features: ["captions", "audio_description"],
    approval: false,
    cost: 1000,
    organizer: "Access For All Inc.",
    location: null,
    description:
      "Forty-five minutes of gentle movement you can do from a chair or bed, with every pose described aloud, then ten minutes of breathwork. $10 covers the instructor; ask the organiser about a free place.",
  },
  {
    title: "Screen Reader Power Users Meetup",
    eventType: "workshop",
    isVirtual: true,
    max: 40,
    features: ["screen_reader_friendly", "captions"],
    approval: false,
    cost: 0,
    organizer: "Community Team",
    location: null,
    description:
      "Bring your favourite NVDA, JAWS or VoiceOver shortcut and a problem you want solved. This month: filling in government forms and reading PDFs.",
  },
  {
    title: "Wheelchair Basketball Come-and-Try",
    eventType: "social",
    isVirtual: false,
    max: 20,
    features: ["wheelchair_accessible"],
    approval: false,
    cost: 500,
    organizer: "Access For All Inc.",
    location: "Dandenong Stadium, Dandenong North VIC 3175",
    description:
      "Sports chairs supplied, no experience needed, and coaches who play in the national league. $5 covers court hire. Wear gloves if you have them.",
  },
  {
    title: "Carers' Coffee Morning",
    eventType: "support_group",
    isVirtual: false,
    max: 15,
    features: ["wheelchair_accessible", "ASL"],
    approval: false,
    cost: 0,
    organizer: "Peer Support Australia",
    location: "PHIVE, 5 Parramatta Square, Parramatta NSW 2150",
    description:
      "An hour for family carers to sit down, have a coffee on us and talk with people who understand. A Carer Gateway worker joins for the last half hour to answer questions about respite.",
  },
] as const;

/** What a reporter wrote, by reason; report i takes entry floor(i / 6) of its reason (i % 6). */
export const REPORT_DESCRIPTIONS = {
  harassment: [
    "Keeps replying to my posts with sarcastic comments about my wheelchair.",
    "Repeated insulting comments directed at me in this thread.",
    "Followed me into the comments after I asked them to stop messaging me.",
    null,
  ],
  spam: [
    "Looks like an advertisement for a miracle cure.",
    "Same link posted in five different forums.",
    "Selling a paid 'NDIS approval guarantee' service.",
    "Affiliate links to a mobility scooter shop in every reply.",
  ],
  inappropriate_content: [
    "Graphic photo of a wound with no content warning.",
    "Swearing at another member in a heated discussion.",
    "Shares someone else's medical details without their consent.",
    "A 'joke' about disabled people that a lot of us found hurtful.",
  ],
  misinformation: [
    "Claims NDIS funding is being cut for everyone next month, with no source.",
    "Says a supplement can reverse MS.",
    "Tells people an employer can never ask about disability, which isn't right.",
    "Gives the wrong phone number for Lifeline.",
  ],
  hate_speech: [
    "Uses slurs about people with intellectual disability.",
    "Calls autistic people a burden on society.",
    "Racist comment about another member's background.",
    "Mocks people with mental illness using slurs.",
  ],
  other: [
    "This profile looks like it's impersonating a well-known advocate.",
    "This account messages new members asking for their NDIS numbers.",
    "Profile photo is a stock image and every post is copied from elsewhere.",
    null,
  ],
} as const;

/** A moderator's note on a closed report, by its resolution; cycled within each. */
export const MODERATOR_NOTES = {
  warning_issued: [
    "Warned the member and linked the community guidelines.",
    "First warning. The member apologised in a reply.",
    "Warned by message; will remove the post if it happens again.",
  ],
  content_removed: [
    "Removed: breaks the guideline on health claims.",
    "Removed the post and messaged the author with the reason.",
    "Removed. The link led to a phishing page.",
  ],
  no_action: [
    "Read the whole thread: heated, but within the guidelines.",
    "The reporter misread the post; no breach found.",
    "Already sorted between the two members by message.",
  ],
} as const;

export const PROVIDER_NAME_PARTS = {
  first: [
    "Bright",
    "Harbour",
    "Southern",
    "Coastal",
    "Wattle",
    "Banksia",
    "Horizon",
    "Unity",
    "Kin",
    "Riverbend",
    "Gumtree",
    "Summit",
  ],
  second: ["Care", "Support Services", "Allied Health", "Therapy Group", "Community Living", "Ability Partners"],
};

export const PROVIDER_SERVICE_CATALOGUE = [
  {
    categoryCode: "01",
    categoryName: "Assistance with Daily Life",
    serviceType: "core",
    serviceName: "Personal care support",
    descriptions: [
      "Help with showering, dressing and morning routines, at times that suit you.",
      "Personal support at home from a small, consistent team of workers.",
      "Support with hygiene, meals and getting ready for the day; same-gender workers on request.",
    ],
    unitType: "hour",
    unitPrice: 6747,
  },
  {
    categoryCode: "04",
    categoryName: "Assistance with Social, Economic and Community Participation",
    serviceType: "core",
    serviceName: "Community access",
    descriptions: [
      "Support to get out to the shops, the pool, classes or catch-ups with friends.",
      "One-on-one or small group outings, planned around your interests.",
      "A worker alongside you for appointments, sport, volunteering or a day out.",
    ],
    unitType: "hour",
    unitPrice: 6747,
  },
  {
    categoryCode: "02",
    categoryName: "Transport",
    serviceType: "core",
    serviceName: "Transport to appointments",
    descriptions: [
      "Door-to-door transport to medical, therapy and NDIS appointments.",
      "Wheelchair-accessible vehicles for appointments and errands, charged per kilometre.",
      "Rides to work, study and appointments, with a worker who waits if you need them to.",
    ],
    unitType: "km",
    unitPrice: 97,
  },
  {
    categoryCode: "15",
    categoryName: "Improved Daily Living",
    serviceType: "capacity_building",
    serviceName: "Occupational therapy",
    descriptions: [
      "Functional assessments, home visits and reports for NDIS plan reassessments.",
      "OT for daily living skills, equipment trials and home modification advice.",
      "Occupational therapy for children and adults in clinic, at home or at school.",
    ],
    unitType: "hour",
    unitPrice: 19399,
  },
  {
    categoryCode: "15",
    categoryName: "Improved Daily Living",
    serviceType: "capacity_building",
    serviceName: "Speech pathology",
    descriptions: [
      "Speech, language and swallowing therapy for children and adults.",
      "AAC assessments, device trials and training for families and support workers.",
      "Therapy for communication after a stroke or brain injury, in clinic or by telehealth.",
    ],
    unitType: "hour",
    unitPrice: 19399,
  },
  {
    categoryCode: "12",
    categoryName: "Improved Health and Wellbeing",
    serviceType: "capacity_building",
    serviceName: "Exercise physiology",
    descriptions: [
      "Tailored exercise programs for strength, balance and managing pain.",
      "Pool and gym sessions with an exercise physiologist who knows your condition.",
      "Home exercise programs you can keep up between sessions.",
    ],
    unitType: "hour",
    unitPrice: 16699,
  },
  {
    categoryCode: "07",
    categoryName: "Support Coordination",
    serviceType: "capacity_building",
    serviceName: "Support coordination",
    descriptions: [
      "Help to understand your plan, find providers and keep your budget on track.",
      "Coordinators who set up your supports and sort out problems as they come up.",
      "Coordination for complex situations, including housing and the justice system.",
    ],
    unitType: "hour",
    unitPrice: 10093,
  },
  {
    categoryCode: "05",
    categoryName: "Assistive Technology",
    serviceType: "capital",
    serviceName: "Assistive technology assessment",
    descriptions: [
      "Assessment and quotes for wheelchairs, hoists, communication devices and more.",
      "Independent assistive technology assessments with a written report for your plan.",
      "Trial equipment at home before you decide, then get a report and quotes.",
    ],
    unitType: "each",
    unitPrice: 45000,
  },
  {
    categoryCode: "06",
    categoryName: "Home Modifications",
    serviceType: "capital",
    serviceName: "Bathroom modification",
    descriptions: [
      "Step-free showers, grab rails and wider doorways, built to the OT's scope of works.",
      "Bathroom modifications by registered builders, from quote to certification.",
      "Minor and complex bathroom works, with an OT review when they're finished.",
    ],
    unitType: "each",
    unitPrice: 850000,
  },
] as const;

export const STAFF_POSITIONS = [
  "Support Worker",
  "Occupational Therapist",
  "Speech Pathologist",
  "Support Coordinator",
  "Team Leader",
  "Physiotherapist",
];
export const LANGUAGES = ["English", "Auslan", "Vietnamese", "Mandarin", "Arabic", "Greek", "Hindi", "Italian"];
/** Reviews by star rating (a 1 uses the 2s); each rating's list is cycled across providers. */
export const REVIEW_LINES: Record<2 | 3 | 4 | 5, { title: string; text: string }[]> = {
  5: [
    { title: "Reliable and respectful", text: "Always on time, and they listen to what I actually need." },
    { title: "Changed my week", text: "Community access support means I get to the pool twice a week now." },
    { title: "Great OT", text: "Our OT made the home assessment painless and the report was ready in a week." },
    { title: "Feels like a team", text: "Same two workers every week, and they know my routine better than I do." },
    { title: "Brilliant with our son", text: "Patient, playful and never rushed. He asks when they're coming back." },
    {
      title: "Clear communication",
      text: "Invoices are clear and they text before every visit. A big help with my anxiety.",
    },
    {
      title: "Went above and beyond",
      text: "They found an Auslan interpreter for my specialist appointment without being asked.",
    },
    { title: "Speech therapy that works", text: "Six months in and my mum can order her own coffee again." },
    { title: "Respects my choices", text: "They never take over. I decide how things are done in my home." },
    { title: "Fast and friendly", text: "Rang on a Monday, first visit on the Thursday. Hard to find these days." },
    { title: "Knows the NDIS", text: "Our support coordinator untangled a plan that had been stuck for months." },
    { title: "Made moving possible", text: "They helped me set up my new unit and learn the bus route to work." },
  ],
  4: [
    { title: "Good but busy", text: "Quality support, though it took a few weeks to get a regular slot." },
    { title: "Solid physio", text: "Good exercises and clear explanations. Parking near the clinic is tight." },
    { title: "Kind workers", text: "Lovely staff. Now and then a new worker arrives without reading my notes." },
    { title: "Worth the wait", text: "Two months' wait for a first appointment, but the OT was excellent." },
    { title: "Good value", text: "Prices are at the NDIS limit, but they never charge travel I didn't agree to." },
    { title: "Mostly smooth", text: "A couple of invoice mix-ups early on, fixed quickly once I rang." },
    { title: "Helpful coordinator", text: "Knows every provider in the area. Sometimes slow to answer emails." },
    { title: "Gentle and skilled", text: "Great with my morning routine. Weekend cover can be patchy." },
    { title: "Good home visits", text: "They come to me, which saves a whole day. Visits sometimes run late." },
    {
      title: "Improving all the time",
      text: "A bit disorganised at first, but the new team leader has turned it around.",
    },
    { title: "Practical advice", text: "The equipment assessment was thorough. I wish the report had come faster." },
    { title: "Friendly office", text: "Whoever answers the phone knows who I am. The therapy is good too." },
  ],
  3: [
    {
      title: "Could improve rostering",
      text: "Lovely workers, but last-minute changes happen more often than I'd like.",
    },
    { title: "Hit and miss", text: "Some workers are great; others are on their phones the whole shift." },
    { title: "OK for now", text: "Does the job. The office and the workers could talk to each other more." },
    { title: "Slow paperwork", text: "The support is fine, but the service agreement took six weeks to arrive." },
    { title: "Mixed experience", text: "Our first therapist was great, then she left and we started again." },
    { title: "Average", text: "Nothing wrong, nothing special. Reliable enough." },
    { title: "Needs more staff", text: "Good people stretched too thin. Cancellations most months." },
    { title: "Fine for transport", text: "Gets me to appointments, but the car is often 15 minutes late." },
    { title: "Not very flexible", text: "Hard to change a time once it's booked." },
    { title: "Extras add up", text: "Good support, but the travel charges add up quickly." },
  ],
  2: [
    { title: "Frequent no-shows", text: "Three missed shifts in a month, and nobody rang to tell me." },
    { title: "Didn't listen", text: "Kept suggesting things I'd already said don't work for me." },
    { title: "Billing problems", text: "Charged my plan for a cancelled session. Still sorting it out." },
    { title: "High turnover", text: "A different worker nearly every week. I'm tired of explaining my routine." },
    { title: "Hard to reach", text: "Messages go unanswered for days." },
    { title: "Rushed visits", text: "Visits are booked for two hours but workers leave after ninety minutes." },
    { title: "Disappointing", text: "The intake meeting was great; the service since hasn't matched it." },
    { title: "Not the right fit", text: "Our son needed someone with autism experience and they didn't have it." },
  ],
};

/** A provider's public reply, kind or apologetic to suit the review's rating. */
export const PROVIDER_RESPONSES = {
  positive: [
    "Thank you for the kind words. We'll pass them on to the team.",
    "Thanks for taking the time to write this; it means a lot to our small team.",
    "We're so glad it's working well. Thank you for trusting us.",
    "Thank you! Your workers will be very happy to read this.",
    "Thanks for the feedback; we've shared it at our team meeting.",
  ],
  negative: [
    "We're sorry about this. Our team leader will ring you this week.",
    "Thank you for telling us. We're recruiting more weekend staff to cover shifts.",
    "Sorry for the invoice trouble. Please call the office so we can fix it today.",
    "We hear you, and we've changed how we brief new workers.",
    "We're sorry we fell short. Please get in touch so we can make it right.",
  ],
} as const;

/** What members asked providers; each kind's list is cycled. */
export const ENQUIRY_LINES = {
  booking: [
    "Could we book a first visit next week? Mornings suit me best.",
    "I'd like to book an initial OT assessment. I'm free Tuesdays and Thursdays.",
    "Can I book two hours of community access on Fridays, starting this month?",
    "Looking to book a home visit for my son after school, around 3.30.",
    "Could I book a trial shift with a worker before committing to a regular time?",
    "I'd like to book a meeting to go through my new plan.",
  ],
  message: [
    "Do you have availability for new participants this month?",
    "Do any of your workers speak Vietnamese?",
    "Are you NDIS registered, or can you only work with plan-managed participants?",
    "Do you have female workers available for personal support?",
    "Is your clinic wheelchair accessible, including the toilet?",
    "How long is your wait list for speech pathology at the moment?",
  ],
} as const;

/** A provider's description opens with what its kind of business does (by name part; two ways)... */
export const PROVIDER_OPENINGS: Record<string, readonly [string, string]> = {
  Care: [
    "{name} provides in-home and community support across {area}, from morning routines to trips to the shops.",
    "At {name}, a small, steady team helps people in {area} with the everyday: meals, cleaning, showering and getting out.",
  ],
  "Support Services": [
    "{name} is a local team offering daily living and community access support in {area}.",
    "{name} helps people across {area} run their homes and get out into their community, on their own terms.",
  ],
  "Allied Health": [
    "{name} brings occupational therapy, speech therapy and physiotherapy to clinics and homes across {area}.",
    "{name} is an allied health practice in {area}: therapists who visit you at home, at school or at work.",
  ],
  "Therapy Group": [
    "{name} is a group of therapists working with children and adults across {area}, in clinic, at home and at school.",
    "{name} runs therapy for all ages in {area}, with a focus on goals you choose.",
  ],
  "Community Living": [
    "{name} supports people to live in their own homes and take part in community life across {area}.",
    "{name} helps adults in {area} move into, set up and keep their own place.",
  ],
  "Ability Partners": [
    "{name} works alongside participants in {area} on the goals in their plan, from a first job to a first flat.",
    "{name} partners with people across {area} on work, study and independence.",
  ],
};
/** ...then says one thing that sets it apart. */
export const PROVIDER_DETAILS = [
  "Our workers are screened, trained and matched to you, not rostered at random.",
  "We have staff who speak Vietnamese, Arabic and Mandarin.",
  "Appointments are available on Saturdays and in the early evening.",
  "Female-only support teams are available on request.",
  "We have been part of the local community for more than ten years.",
  "Our founder is a wheelchair user, and half our team has lived experience of disability.",
  "Easy Read information and Auslan interpreters are available for every meeting.",
  "We visit regional towns within two hours of the city every fortnight.",
  "Short notice? Call us: we keep a few hours free each week for urgent requests.",
  "We work with self-managed, plan-managed and NDIA-managed participants.",
  "We run small group programs for teenagers as well as one-on-one support.",
  "Quiet, low-sensory rooms are available at our office.",
];

/**
 * Ad accounts. User 1 is a small advertiser on the free plan: account 1's daily spend limit
 * keeps a month's spend under the free plan's $500, so the spend limit never pauses the
 * seeded campaigns. Member 6 (starter in the seed) runs a bigger account, whose daily limit
 * likewise keeps 31 days under the starter plan's $5,000 (at $300 a day, the tests that
 * create campaigns as member 6 failed late in each month).
 */
export const AD_ACCOUNTS = [
  { id: 1, ownerId: 1, accountName: "Jordan Lee Advocacy", dailySpendLimitCents: 1500, createdDaysAgo: 200 },
  { id: 2, ownerId: 1, accountName: "Access Travel Co", dailySpendLimitCents: 50000, createdDaysAgo: 150 },
  { id: 3, ownerId: 6, accountName: "Peer Support Collective", dailySpendLimitCents: 15000, createdDaysAgo: 180 },
] as const;

/**
 * Campaigns: `start` days before the anchor they began; a completed one ended `end` days
 * before it; a paused one stopped delivering `pausedDaysAgo` days before it. User 1 has two
 * live campaigns (of the free plan's 3), four ad sets (of 5) and eight ads (of 10).
 */
export const CAMPAIGNS = [
  {
    name: "Accessible Travel Expo 2026",
    accountId: 1,
    objective: "awareness",
    status: "active",
    budget: 150000,
    start: 120,
    end: null,
    pausedDaysAgo: null,
  },
  {
    name: "Captioning Service Sign-ups",
    accountId: 1,
    objective: "conversions",
    status: "paused",
    budget: 80000,
    start: 100,
    end: null,
    pausedDaysAgo: 15,
  },
  {
    name: "Assistive Tech Blog Traffic",
    accountId: 1,
    objective: "traffic",
    status: "completed",
    budget: 40000,
    start: 110,
    end: 40,
    pausedDaysAgo: null,
  },
  {
    name: "Winter Wellness Webinar",
    accountId: 1,
    objective: "traffic",
    status: "completed",
    budget: 30000,
    start: 95,
    end: 50,
    pausedDaysAgo: null,
  },
  {
    name: "Carers Week Awareness",
    accountId: 2,
    objective: "awareness",
    status: "completed",
    budget: 120000,
    start: 90,
    end: 45,
    pausedDaysAgo: null,
  },
  {
    name: "Peer Support App Launch",
    accountId: 3,
    objective: "app_installs",
    status: "active",
    budget: 250000,
    start: 110,
    end: null,
    pausedDaysAgo: null,
  },
  {
    name: "Community Jobs Fair",
    accountId: 3,
    objective: "conversions",
    status: "active",
    budget: 180000,
    start: 60,
    end: null,
    pausedDaysAgo: null,
  },
] as const;

export const AUDIENCES = [
  { accountId: 1, name: "Site visitors (30 days)", type: "custom", sourceType: "website", size: 12500, isActive: true },
  { accountId: 1, name: "Engaged members", type: "saved", sourceType: "engagement", size: 48000, isActive: true },
  {
    accountId: 1,
    name: "Lookalike: captioning sign-ups",
    type: "lookalike",
    sourceType: "website",
    size: 1_200_000,
    isActive: false,
  },
  { accountId: 3, name: "Carers in VIC", type: "saved", sourceType: "engagement", size: 8300, isActive: true },
  {
    accountId: 3,
    name: "Assistive tech readers",
    type: "custom",
    sourceType: "website",
    size: 230_000,
    isActive: true,
  },
] as const;

export const CREATIVES = [
  {
    accountId: 1,
    name: "Expo hero image",
    type: "image",
    headline: "Travel without barriers",
    primaryText: "Step-free stays, accessible tours and the people who plan them, all at one expo.",
    callToAction: "Learn More",
    status: "active",
  },
  {
    accountId: 1,
    name: "Captioning explainer video",
    type: "video",
    headline: "Captions on everything",
    primaryText: "Live captions for meetings, lectures and events, booked in minutes.",
    callToAction: "Sign Up",
    status: "active",
  },
  {
    accountId: 1,
    name: "Peer app carousel",
    type: "carousel",
    headline: "Your peers, in your pocket",
    primaryText: "Talk to people who have been there, any time, from your phone.",
    callToAction: "Install Now",
    status: "draft",
  },
  {
    accountId: 1,
    name: "Webinar banner",
    type: "image",
    headline: "Stay well this winter",
    primaryText: "A free webinar on staying warm, well and connected through the colder months.",
    callToAction: "Register",
    status: "archived",
  },
  {
    accountId: 3,
    name: "Jobs fair poster",
    type: "image",
    headline: "Find work that fits you",
    primaryText: "Meet employers who offer flexible hours and workplace adjustments.",
    callToAction: "Register",
    status: "active",
  },
  {
    accountId: 3,
    name: "App walkthrough video",
    type: "video",
    headline: "See the app in 60 seconds",
    primaryText: "A one-minute tour of the peer support app, captioned and audio described.",
    callToAction: "Install Now",
    status: "active",
  },
] as const;

// Connections: hand-written profiles laid over the generated ones, near user 1 (Carlton),
// so the demo and the e2e test have someone who already likes user 1 back.
export const CONNECTION_PROFILES = [
  {
    userId: 18, // Footscray, public
    isActive: true,
    age: 31,
    lookingFor: ["friendship", "companionship"],
    ageRangeMin: 25,
    ageRangeMax: 45,
    maxDistance: 50,
    aboutMe:
      "Screen reader user and board game tragic. Looking for people to share a slow coffee and a long game of Catan.",
    interests: ["board_games", "music", "technology", "books", "accessibility_advocacy"],
    accessibilityCompatibility: ["screen_reader", "keyboard_navigation"],
    communicationPreferences: ["text", "voice"],
    privacyLevel: "public",
    allowMessages: true,
    openToLongDistance: false,
    verificationLevel: "identity",
  },
  {
    userId: 19, // Box Hill, friends only
    isActive: true,
    age: 27,
    lookingFor: ["dating", "friendship"],
    ageRangeMin: 22,
    ageRangeMax: 38,
    maxDistance: 25,
    aboutMe: "Hard of hearing, captions always on. Weekend gardener and amateur photographer.",
    interests: ["gardening", "photography", "nature", "movies"],
    accessibilityCompatibility: ["sign_language", "high_contrast"],
    communicationPreferences: ["text", "video", "sign_language"],
    privacyLevel: "friends",
    allowMessages: true,
    openToLongDistance: true,
    verificationLevel: "photo",
  },
  {
    userId: 3, // Dandenong, private
    isActive: true,
    age: 44,
    lookingFor: ["companionship"],
    ageRangeMin: 35,
    ageRangeMax: 60,
    maxDistance: 100,
    aboutMe: "I take things slowly. Happy to chat by text first.",
    interests: ["books", "meditation", "cooking"],
    accessibilityCompatibility: ["cognitive_support", "large_text"],
    communicationPreferences: ["text"],
    privacyLevel: "private",
    allowMessages: true,
    openToLongDistance: false,
    verificationLevel: "basic",
  },
] as const;

/** Members whose profiles already like user 1. */
export const CONNECTION_LIKES_USER_ONE = [18, 19, 3] as const;

/** [blocker, blocked]: members no other area's tests rely on messaging. */
export const CONNECTION_BLOCKS = [
  [13, 25],
  [9, 30],
] as const;

/** Each group's first discussions, newest first, by index of GROUPS. */
export const GROUP_POSTS: { title: string; content: string }[][] = [
  [
    {
      title: "Pressure care on long flights",
      content:
        "Flying to Perth next month, five hours in the seat. What do you do about pressure relief when you can't transfer? I have a ROHO cushion and I'm thinking of doing lifts every 30 minutes.",
    },
    {
      title: "Welcome, new members",
      content:
        "Say hello here: where you're from, when your injury happened if you want to share, and what you hope to find.",
    },
  ],
  [
    {
      title: "Best screen reader for a first Android phone?",
      content:
        "My dad is moving from a flip phone to Android. TalkBack or something else? He has some light perception.",
    },
  ],
  [
    {
      title: "Captioned cinema sessions this month",
      content:
        "Hoyts and Event both list captioned sessions on their sites. Post the ones near you so we can go together.",
    },
  ],
  [
    {
      title: "Fatigue after going back to work",
      content:
        "Six months after my TBI I'm back two days a week and I sleep all weekend. Is this normal, and did anyone's OT help with pacing?",
    },
    {
      title: "Group guidelines, please read",
      content:
        "What's shared here stays here. Members only see this group, so take your time and share what feels right.",
    },
  ],
];
