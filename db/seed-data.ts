// Text pools for the seed: Australian places, names and community content. Kept apart
// from db/seed.ts so the builder reads as logic, not prose.

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

export const BIOS = [
  "Wheelchair user, coffee snob and weekend gardener. Happy to share what I've learned about home modifications.",
  "Low vision since birth. I test screen readers for fun and write about accessible tech.",
  "Deaf, Auslan first. Passionate about captioning everywhere.",
  "Living with MS and learning to pace myself. Big fan of audiobooks.",
  "Autistic advocate and part-time uni student studying social work.",
  "Carer for my brother and a keen board-game player.",
  "Chronic fatigue warrior. I post on good days and lurk on the rest.",
  "Amputee, para-cyclist and occasional blogger about the NDIS.",
];

export const POST_SNIPPETS = {
  post: [
    "Finally got my new power chair approved after four months. Thank you all for the tips on writing the supporting letter!",
    "Anyone else find the new tram stops on Swanston St much easier? Level boarding makes such a difference.",
    "Small win today: I made it to the farmers market and back without needing a rest stop.",
    "Reminder to drink water and be kind to yourselves this week. Heatwave is rough on a lot of us.",
    "Just discovered the library has a free audiobook app. Game changer for my commute.",
    "Shout-out to the staff at my local pharmacy who learned some Auslan to chat with me.",
  ],
  question: [
    "How do I ask my employer for a reasonable adjustment without it getting awkward?",
    "Has anyone used the NDIS plan review process recently? How long did it take?",
    "What screen reader do you use on Android, and does it work well with banking apps?",
    "Which Brisbane cinemas have the best captioned sessions?",
    "Tips for travelling interstate with a guide dog?",
  ],
  discussion: [
    "Let's talk about accessible housing: what features matter most to you?",
    "Is remote work the biggest accessibility improvement of the decade?",
    "How should community events handle sensory-friendly spaces?",
    "Disclosure at job interviews: do you tell them up front or not?",
    "What would make public transport truly accessible in your city?",
  ],
  blog: [
    "My first year with a cochlear implant: what nobody told me about the sound of rain, the hum of the fridge and the long, slow process of learning to hear again.",
    "Building an accessible veggie garden: raised beds at 75 cm, wide paths for a wheelchair, and tools with chunky grips. Here is my full plan, costs and what I would do differently.",
    "Navigating the NDIS as a first-time participant: collecting evidence, choosing plan management and preparing for the planning meeting, step by step.",
    "Pacing with chronic fatigue: the spoon theory, energy budgets and how I finally stopped boom-and-bust cycles.",
    "Why alt text matters: a blind reader's guide to writing image descriptions that actually help.",
    "Travelling Australia by train with a power wheelchair: the Ghan, the Indian Pacific and everything in between.",
  ],
} as const;

export const BLOG_TITLES = [
  "My first year with a cochlear implant",
  "Building an accessible veggie garden",
  "Navigating the NDIS as a first-timer",
  "Pacing with chronic fatigue",
  "Why alt text matters",
  "Crossing Australia by train in a power chair",
];

export const TAG_POOL = [
  "ndis",
  "assistive-tech",
  "employment",
  "mental-health",
  "wheelchair",
  "auslan",
  "low-vision",
  "chronic-illness",
  "travel",
  "housing",
  "advocacy",
  "carers",
  "autism",
  "screen-readers",
  "wins",
];

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
];

export const GROUPS = [
  {
    name: "Spinal Cord Injury Peer Network",
    category: "spinal_cord",
    isPrivate: false,
    description: "Peer support for people living with spinal cord injury, from the early days of rehab onwards.",
  },
  {
    name: "Low Vision & Blind Australians",
    category: "visual",
    isPrivate: false,
    description: "Share tips on screen readers, orientation and mobility, and life with low vision.",
  },
  {
    name: "Deaf & Hard of Hearing Hub",
    category: "hearing",
    isPrivate: false,
    description: "An Auslan-friendly space for Deaf and hard of hearing members. Captioned video meetups monthly.",
  },
  {
    name: "Brain Injury Recovery Circle",
    category: "cognitive",
    isPrivate: true,
    description: "A private, moderated circle for people recovering from acquired brain injury and their families.",
  },
  {
    name: "Chronic Illness Spoonies",
    category: "chronic_illness",
    isPrivate: false,
    description: "For anyone managing chronic illness, fatigue or pain. Pace yourself, we'll be here.",
  },
  {
    name: "Young Adults with Disability (18-30)",
    category: "age_specific",
    isPrivate: false,
    description: "Study, work, dating and independence: conversations for young adults.",
  },
  {
    name: "Parents of Kids with Disability",
    category: "age_specific",
    isPrivate: true,
    description: "A private group for parents and carers navigating early intervention, school and the NDIS.",
  },
  {
    name: "MS Support Melbourne",
    category: "chronic_illness",
    isPrivate: false,
    description: "Local and online catch-ups for people with multiple sclerosis in and around Melbourne.",
  },
  {
    name: "Autistic Adults Collective",
    category: "cognitive",
    isPrivate: false,
    description: "By and for autistic adults. Low-pressure, text-first conversation.",
  },
  {
    name: "Amputee Active Living",
    category: "spinal_cord",
    isPrivate: false,
    description: "Prosthetics, sport and getting back to the things you love.",
  },
] as const;

export const RESOURCES = [
  {
    title: "Requesting Workplace Adjustments: A Template Letter",
    category: "employment",
    resourceType: "template",
    tags: ["employment", "adjustments", "template", "rights"],
  },
  {
    title: "JobAccess: Free Advice for Employees and Employers",
    category: "employment",
    resourceType: "directory",
    tags: ["employment", "jobaccess", "advice"],
  },
  {
    title: "Disability Support Pension: Eligibility Explained",
    category: "benefits",
    resourceType: "guide",
    tags: ["dsp", "centrelink", "benefits", "eligibility", "forms"],
  },
  {
    title: "Your NDIS Plan Review: What to Prepare",
    category: "benefits",
    resourceType: "guide",
    tags: ["ndis", "plan-review", "evidence"],
  },
  {
    title: "Understanding the Disability Discrimination Act",
    category: "legal",
    resourceType: "article",
    tags: ["dda", "legal", "rights", "discrimination"],
  },
  {
    title: "Free Legal Help: Disability Advocacy Services by State",
    category: "legal",
    resourceType: "directory",
    tags: ["legal", "advocacy", "free"],
  },
  {
    title: "Screen Reader Starter Kit: NVDA, JAWS and VoiceOver",
    category: "technology",
    resourceType: "toolkit",
    tags: ["screen-readers", "nvda", "voiceover", "jaws", "beginners"],
  },
  {
    title: "Switch Access on Android and iOS, Step by Step",
    category: "technology",
    resourceType: "video",
    tags: ["switch-access", "mobile", "motor"],
  },
  {
    title: "Specialist Disability Accommodation: How SDA Works",
    category: "housing",
    resourceType: "guide",
    tags: ["sda", "housing", "ndis"],
  },
  {
    title: "Home Modifications Checklist",
    category: "housing",
    resourceType: "template",
    tags: ["housing", "modifications", "checklist"],
  },
  {
    title: "Reasonable Adjustments at University",
    category: "education",
    resourceType: "article",
    tags: ["education", "university", "adjustments"],
  },
  {
    title: "Inclusive Education Rights for School Students",
    category: "education",
    resourceType: "guide",
    tags: ["education", "school", "rights"],
  },
  {
    title: "Beyond Blue and Lifeline: When and How to Reach Out",
    category: "mental_health",
    resourceType: "article",
    tags: ["mental-health", "crisis", "support"],
  },
  {
    title: "Mindfulness Audio Series with Captions",
    category: "mental_health",
    resourceType: "video",
    tags: ["mindfulness", "captions", "audio"],
  },
  {
    title: "Personal Safety Planning for People with Disability",
    category: "safety",
    resourceType: "toolkit",
    tags: ["safety", "planning", "domestic-violence"],
  },
  {
    title: "Emergency Preparedness: Bushfire and Flood Plans",
    category: "safety",
    resourceType: "guide",
    tags: ["safety", "emergency", "bushfire", "flood"],
  },
] as const;

export const EVENTS = [
  {
    title: "Know Your NDIS Rights Workshop",
    eventType: "workshop",
    isVirtual: true,
    max: 100,
    features: ["captions", "screen_reader_friendly", "ASL"],
    approval: false,
    cost: 0,
  },
  {
    title: "Accessible Gardening Social, Royal Botanic Gardens",
    eventType: "social",
    isVirtual: false,
    max: 25,
    features: ["wheelchair_accessible", "audio_description"],
    approval: false,
    cost: 0,
  },
  {
    title: "Chronic Pain Peer Support Circle",
    eventType: "support_group",
    isVirtual: true,
    max: 12,
    features: ["captions"],
    approval: true,
    cost: 0,
  },
  {
    title: "Advocacy Day at Parliament House",
    eventType: "advocacy",
    isVirtual: false,
    max: 60,
    features: ["wheelchair_accessible", "ASL", "materials_braille"],
    approval: true,
    cost: 0,
  },
  {
    title: "Seated Yoga and Breathwork",
    eventType: "wellness",
    isVirtual: true,
    max: 30,
    features: ["captions", "audio_description"],
    approval: false,
    cost: 1000,
  },
  {
    title: "Screen Reader Power Users Meetup",
    eventType: "workshop",
    isVirtual: true,
    max: 40,
    features: ["screen_reader_friendly", "captions"],
    approval: false,
    cost: 0,
  },
  {
    title: "Wheelchair Basketball Come-and-Try",
    eventType: "social",
    isVirtual: false,
    max: 20,
    features: ["wheelchair_accessible"],
    approval: false,
    cost: 500,
  },
  {
    title: "Carers' Coffee Morning",
    eventType: "support_group",
    isVirtual: false,
    max: 15,
    features: ["wheelchair_accessible", "ASL"],
    approval: false,
    cost: 0,
  },
] as const;

export const REPORT_DESCRIPTIONS = [
  "Repeated insulting comments directed at me in the thread.",
  "Looks like an advertisement for a miracle cure.",
  "Shares a false claim about NDIS funding cuts.",
  "Uses slurs about people with intellectual disability.",
  "Same link posted in five different forums.",
  null,
];

export const MESSAGE_LINES = [
  "Hi! Saw your post about the plan review, how did it go?",
  "It went better than expected, thanks for asking.",
  "Are you coming to the gardening social next week?",
  "Yes, I've booked accessible parking already.",
  "Could you send me that template letter you mentioned?",
  "Sure, it's in the resources section under employment.",
  "Thanks so much, that helps a lot.",
  "No worries at all. Let me know if you want me to read your draft.",
];

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
    unitType: "hour",
    unitPrice: 6747,
  },
  {
    categoryCode: "04",
    categoryName: "Assistance with Social, Economic and Community Participation",
    serviceType: "core",
    serviceName: "Community access",
    unitType: "hour",
    unitPrice: 6747,
  },
  {
    categoryCode: "02",
    categoryName: "Transport",
    serviceType: "core",
    serviceName: "Transport to appointments",
    unitType: "km",
    unitPrice: 97,
  },
  {
    categoryCode: "15",
    categoryName: "Improved Daily Living",
    serviceType: "capacity_building",
    serviceName: "Occupational therapy",
    unitType: "hour",
    unitPrice: 19399,
  },
  {
    categoryCode: "15",
    categoryName: "Improved Daily Living",
    serviceType: "capacity_building",
    serviceName: "Speech pathology",
    unitType: "hour",
    unitPrice: 19399,
  },
  {
    categoryCode: "12",
    categoryName: "Improved Health and Wellbeing",
    serviceType: "capacity_building",
    serviceName: "Exercise physiology",
    unitType: "hour",
    unitPrice: 16699,
  },
  {
    categoryCode: "07",
    categoryName: "Support Coordination",
    serviceType: "capacity_building",
    serviceName: "Support coordination",
    unitType: "hour",
    unitPrice: 10093,
  },
  {
    categoryCode: "05",
    categoryName: "Assistive Technology",
    serviceType: "capital",
    serviceName: "Assistive technology assessment",
    unitType: "each",
    unitPrice: 45000,
  },
  {
    categoryCode: "06",
    categoryName: "Home Modifications",
    serviceType: "capital",
    serviceName: "Bathroom modification",
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
export const REVIEW_LINES = [
  { title: "Reliable and respectful", text: "Always on time and they listen to what I actually need." },
  { title: "Great OT", text: "Our occupational therapist made the home assessment painless and thorough." },
  { title: "Good but busy", text: "Quality support, though it took a few weeks to get a regular slot." },
  { title: "Changed my week", text: "Community access support means I get to the pool twice a week now." },
  {
    title: "Clear communication",
    text: "Invoices are clear and they text before every visit. Big help for my anxiety.",
  },
  {
    title: "Could improve rostering",
    text: "Lovely workers, but last-minute changes happen more often than I'd like.",
  },
];

/**
 * Ad accounts. User 1 is a small advertiser on the free plan: account 1's daily spend limit
 * keeps a month's spend under the free plan's $500, so the spend limit never pauses the
 * seeded campaigns. Member 6 (starter in the seed) runs a bigger account.
 */
export const AD_ACCOUNTS = [
  { id: 1, ownerId: 1, accountName: "Jordan Lee Advocacy", dailySpendLimitCents: 1500, createdDaysAgo: 200 },
  { id: 2, ownerId: 1, accountName: "Access Travel Co", dailySpendLimitCents: 50000, createdDaysAgo: 150 },
  { id: 3, ownerId: 6, accountName: "Peer Support Collective", dailySpendLimitCents: 30000, createdDaysAgo: 180 },
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
    callToAction: "Learn More",
    status: "active",
  },
  {
    accountId: 1,
    name: "Captioning explainer video",
    type: "video",
    headline: "Captions on everything",
    callToAction: "Sign Up",
    status: "active",
  },
  {
    accountId: 1,
    name: "Peer app carousel",
    type: "carousel",
    headline: "Your peers, in your pocket",
    callToAction: "Install Now",
    status: "draft",
  },
  {
    accountId: 1,
    name: "Webinar banner",
    type: "image",
    headline: "Stay well this winter",
    callToAction: "Register",
    status: "archived",
  },
  {
    accountId: 3,
    name: "Jobs fair poster",
    type: "image",
    headline: "Find work that fits you",
    callToAction: "Register",
    status: "active",
  },
  {
    accountId: 3,
    name: "App walkthrough video",
    type: "video",
    headline: "See the app in 60 seconds",
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
