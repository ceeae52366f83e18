// The seed's feed, written out: each post has its own text, tags that say what it is about,
// its forum (questions and discussions) and a few replies that answer it. The default seed
// uses each post once; a benchmark seed with thousands of posts cycles through them.
import type { FORUMS } from "./seed-data";

/** Every tag a seeded post uses. */
export const TAGS = [
  "aac",
  "accessible-design",
  "acquired-brain-injury",
  "adhd",
  "advocacy",
  "assistive-tech",
  "auslan",
  "autism",
  "blind",
  "books",
  "captions",
  "carers",
  "chronic-illness",
  "cooking",
  "deaf",
  "disclosure",
  "employment",
  "events",
  "fatigue",
  "gardening",
  "guide-dogs",
  "heat",
  "home-modifications",
  "housing",
  "introductions",
  "low-vision",
  "mental-health",
  "mobility",
  "ms",
  "ndis",
  "parenting",
  "plan-review",
  "public-transport",
  "rights",
  "screen-readers",
  "site-help",
  "spinal-cord-injury",
  "sport",
  "study",
  "travel",
  "wheelchair",
  "wins",
] as const;
type Tag = (typeof TAGS)[number];
type ForumName = (typeof FORUMS)[number]["name"];
type Category = "Daily Living" | "Advocacy" | "Technology" | "Health";

type StatusPost = { content: string; tags: Tag[]; replies: string[] };
type ForumPost = StatusPost & { title: string; forum: ForumName };
type Discussion = ForumPost & { category: Category };
type Blog = StatusPost & { title: string; category: Category };

export const STATUS_POSTS: StatusPost[] = [
  {
    content:
      "Finally got my new power chair approved after four months of back and forth with the NDIS. Thank you all for the tips on the OT's supporting letter: describing a bad day, not a good one, made the difference.",
    tags: ["ndis", "wheelchair", "wins"],
    replies: [
      "Four months is a marathon. Enjoy the new wheels!",
      "Which chair did you end up with? I'm about to start the same process.",
      "The bad-day advice is gold. Saving this for my own reassessment.",
    ],
  },
  {
    content:
      "Rolled straight onto a low-floor tram at the new Swanston St platform stop this morning. No gap, no step, no asking anyone for help. This is what it should be like everywhere.",
    tags: ["public-transport", "wheelchair", "wins"],
    replies: [
      "Now do every stop on the 86, please!",
      "The older stops near me still have a huge step up. One day.",
      "Love this. Small things add up to a whole different day.",
    ],
  },
  {
    content:
      "Small win: made it to the Saturday farmers market and back without a rest stop. Six months ago that walk wiped me out for two days.",
    tags: ["chronic-illness", "fatigue", "wins"],
    replies: [
      "That's huge. The pacing is paying off!",
      "Go you. What did you buy?",
      "Six months of quiet work right there. Proud of you.",
    ],
  },
  {
    content:
      "Heatwave warning for Adelaide this week. Keep water close, check how your meds need to be stored, and look in on each other. Heat knocks a lot of us around more than people realise.",
    tags: ["heat", "chronic-illness", "carers"],
    replies: [
      "MS and heat are not friends. Cooling vest is charged and ready.",
      "Good call on the meds. My insulin travel pouch lives in the fridge door this week.",
      "The library is my cool spot on days like this. Free air con and quiet.",
    ],
  },
  {
    content:
      "Just found out my local library card gets me Libby and BorrowBox for free. Audiobooks on the train have changed my commute.",
    tags: ["low-vision", "books"],
    replies: [
      "BorrowBox has a good range of Aussie authors too.",
      "Libby works well with VoiceOver in my experience.",
      "Vision Australia's library is worth a look as well if you have a print disability.",
    ],
  },
  {
    content:
      "Shout-out to the pharmacist at my local who has been learning Auslan. She fingerspelled my name today and asked me how to sign 'prescription'. Made my week.",
    tags: ["auslan", "deaf", "wins"],
    replies: [
      "That's lovely. The effort means so much.",
      "We need more of this in health settings.",
      "Did you teach her the sign? She'll have it down by next visit.",
    ],
  },
  {
    content:
      "Companion Card renewed today. If you need someone with you to get out and about and didn't know about it: your companion gets in free at lots of venues, cinemas and events. Each state runs its own.",
    tags: ["carers", "rights"],
    replies: [
      "Used mine at the footy last weekend, no issues at all.",
      "Didn't know about this. Looking it up for my brother now.",
      "Not every venue knows about it, so I keep the list of affiliates on my phone.",
    ],
  },
  {
    content:
      "Booked my first flight since getting my chair. Rang the airline's special assistance line and wrote down the name of everyone I spoke to. Wish me luck at Tullamarine on Thursday.",
    tags: ["travel", "wheelchair"],
    replies: [
      "Have your battery type written down; the gate staff always ask.",
      "Good luck! Take photos of your chair before you hand it over.",
      "Let us know how it goes. I've had very good and very bad days flying.",
    ],
  },
  {
    content:
      "First day back at work after three months off. My manager had the sit-stand desk and screen magnifier set up before I arrived. Didn't have to ask for a thing.",
    tags: ["employment", "low-vision", "wins"],
    replies: [
      "That's how it should be done.",
      "Keeping this for the next time someone says adjustments are 'too hard'.",
      "Hope the first week goes gently.",
    ],
  },
  {
    content:
      "To whoever parked across the kerb ramp on Chapel St this morning: I had to go 400 m along the road, in traffic, to get around your ute. Please don't.",
    tags: ["mobility", "advocacy"],
    replies: [
      "Council will fine that if you report it with a photo.",
      "Happens on my street every week. So frustrating.",
      "Glad you're OK. That's genuinely dangerous.",
    ],
  },
  {
    content:
      "Captions at the cinema tonight, with one of those CaptiView screens in the cup holder. Neck ache aside, I followed every word of a film for the first time in years.",
    tags: ["captions", "deaf"],
    replies: [
      "Open-captioned sessions are better but so rare.",
      "Which cinema? Always looking for ones where the devices actually work.",
      "The neck ache is real. I bring a small cushion now.",
    ],
  },
  {
    content:
      "Started a 'spoons jar' at home: one marble for every task I finish on a bad day. Nine marbles today and I'm counting it.",
    tags: ["chronic-illness", "fatigue", "mental-health"],
    replies: ["Stealing this idea.", "Nine is a great day. Be proud.", "My kids would love to help with this."],
  },
  {
    content:
      "Took my guide dog Juno into the city for her first big outing since we graduated. Escalators, lifts, Flinders Street at peak hour. She was calmer than me.",
    tags: ["guide-dogs", "blind"],
    replies: [
      "Welcome to the world, Juno!",
      "The first city trip is nerve-wracking. Sounds like you're a great team.",
      "Flinders St at peak is a test for anyone. Well done, both of you.",
    ],
  },
  {
    content:
      "Reminder that the National Relay Service works for calls to any business. I used it to dispute a bill with my energy company and got the late fee waived.",
    tags: ["deaf", "rights"],
    replies: [
      "The NRS has saved me so many times.",
      "Good to know it works for that. I've been putting off a call for weeks.",
      "Did the relay officer stay on hold with you? Mine was so patient.",
    ],
  },
  {
    content:
      "The zoo had a Changing Places toilet, which meant we could stay all day instead of heading home after two hours. Hoist, adult change table, room for two support workers. More of these, please.",
    tags: ["carers", "accessible-design", "travel"],
    replies: [
      "There's a map of them on the Changing Places website, worth bookmarking.",
      "These make such a difference for our family.",
      "Our local shopping centre just put one in. Slowly getting there.",
    ],
  },
  {
    content:
      "Autistic burnout week. I've cancelled everything that isn't essential, the noise-cancelling headphones are on and I'm eating the same four meals. Checking in so you know I'm OK, just quiet.",
    tags: ["autism", "mental-health"],
    replies: [
      "Rest well. We'll be here.",
      "Same meals is a valid strategy. Take care of yourself.",
      "Thanks for letting us know. No need to reply.",
    ],
  },
  {
    content:
      "My MLAK key arrived in the post. If you haven't heard of it: one key opens accessible toilets and change rooms all over Australia. Small key, big freedom.",
    tags: ["travel", "accessible-design"],
    replies: [
      "Best thing I ever bought.",
      "A few councils use their own locks, but it covers most places.",
      "I didn't know you could order one yourself. Thanks!",
    ],
  },
  {
    content:
      "Spent Sunday at a wheelchair basketball come-and-try and I'm sore in muscles I didn't know I had. Signed up for the Tuesday night social comp.",
    tags: ["sport", "wheelchair"],
    replies: [
      "Welcome to the best sport there is.",
      "The first week of soreness is the worst, it gets better.",
      "Which club? I might come and watch.",
    ],
  },
  {
    content:
      "My daughter's school set up a quiet room with beanbags and dim lights for kids who need a break. She used it twice this week and came home happy both days.",
    tags: ["parenting", "autism"],
    replies: [
      "So good to hear. Schools are slowly getting better at this.",
      "Would love to know how they set it up. Going to suggest it at ours.",
      "Happy kid, happy parent.",
    ],
  },
  {
    content:
      "Three weeks of using a smart speaker for reminders, lights and the front door. With the hand movement I have now, it's the most independent I've been since the accident.",
    tags: ["assistive-tech", "spinal-cord-injury"],
    replies: [
      "Voice control is so underrated.",
      "Which door lock works with it? I'm looking at options.",
      "The NDIS funded mine as low-cost assistive tech, worth asking about.",
    ],
  },
  {
    content:
      "After years of 'just try harder', I was diagnosed with ADHD at 34. Relief, grief and a lot of reading. Mostly relief.",
    tags: ["adhd", "mental-health"],
    replies: [
      "The late diagnosis club says hello.",
      "The grief part is real. Be gentle with yourself.",
      "Welcome. Lots of people here who get it.",
    ],
  },
  {
    content:
      "Thanks to the driver on the 380 who waited while I got my walker on, then quietly asked if I wanted the front seat. That's what good service looks like.",
    tags: ["public-transport", "mobility"],
    replies: [
      "A good driver makes the whole trip.",
      "Send in a compliment; they do pass them on to the driver.",
      "This made me smile.",
    ],
  },
  {
    content:
      "Carer's note: I slept seven hours straight for the first time in a month because our respite is finally sorted. I feel like a new person.",
    tags: ["carers", "wins"],
    replies: [
      "You deserved every minute of that.",
      "Respite isn't a luxury. So glad it's sorted.",
      "How did you find the provider? We're still looking.",
    ],
  },
  {
    content:
      "The Be My Eyes volunteer who helped me read my new oven's touch panel this morning was in Canada and up late. People are good.",
    tags: ["blind", "assistive-tech"],
    replies: [
      "Be My Eyes restores my faith in people regularly.",
      "I use the AI option for quick labels now, but volunteers are better for fiddly things.",
      "Touch-panel ovens are my nemesis.",
    ],
  },
];

export const QUESTIONS: ForumPost[] = [
  {
    title: "How do I ask for a reasonable adjustment at work without it getting awkward?",
    content:
      "I've started a new office job and the fluorescent lights give me a migraine within an hour. I'd like to ask for a desk by the window and a lamp, but I'm on probation and worried about seeming difficult. Has anyone got wording that worked?",
    forum: "Work & Study",
    tags: ["employment", "disclosure", "rights"],
    replies: [
      "Keep it about the work: 'this will help me do my job well'. That framing worked for me.",
      "JobAccess gives free advice, and its Employment Assistance Fund can pay for things like lamps.",
      "Follow the chat up with an email so there's a record of what you asked for.",
    ],
  },
  {
    title: "How long did your NDIS plan reassessment take?",
    content:
      "My plan's reassessment date is six weeks away and my OT and physio reports are ready. For anyone who has been through it recently: how long from the check-in call to the new plan?",
    forum: "NDIS Questions",
    tags: ["ndis", "plan-review"],
    replies: [
      "About five weeks for me, but my LAC was on top of it.",
      "If it runs past the date, your current plan is extended, so you won't be left without funding.",
      "Send the reports before the check-in call. They kept asking me for mine.",
    ],
  },
  {
    title: "Which screen reader setup works with Android banking apps?",
    content:
      "TalkBack keeps skipping the balance in my bank's app. Is it the app or me? I'd love to hear what works for other blind and low-vision folks.",
    forum: "Assistive Technology",
    tags: ["screen-readers", "blind", "assistive-tech"],
    replies: [
      "Try exploring by touch on that screen. The balance is sometimes an image without a label.",
      "Report it to the bank's accessibility team. Mine fixed a missing label within a month.",
      "I gave up on the app and use the bank's website in Chrome, which reads far better.",
    ],
  },
  {
    title: "Tips for flying interstate with a guide dog?",
    content:
      "Flying Brisbane to Perth with my guide dog for the first time next month. How do you manage a long flight, toilet breaks and the seat? Anything I should ask the airline in advance?",
    forum: "Getting Around",
    tags: ["guide-dogs", "travel", "blind"],
    replies: [
      "Tell them about the dog when you book, not at check-in, and ask for a bulkhead seat.",
      "Go easy on water a few hours before, and find the relief area at each airport.",
      "Keep your assistance animal ID card somewhere you can reach quickly.",
    ],
  },
  {
    title: "Plan manager or self-manage for a first NDIS plan?",
    content:
      "First NDIS plan approved (yay). I can choose agency-managed, plan-managed or self-managed. Self-managing sounds flexible but the paperwork scares me. What did you choose, and why?",
    forum: "NDIS Questions",
    tags: ["ndis"],
    replies: [
      "A plan manager is funded on top of your supports, and you can still use unregistered providers.",
      "I self-manage and spend about an hour a week on invoices. Worth it for me.",
      "Start plan-managed. You can change how it's managed later.",
    ],
  },
  {
    title: "Has anyone put grab rails in a rental bathroom?",
    content:
      "I rent in Parramatta and need grab rails and a hand-held shower. Did your landlord agree, and who paid to patch the walls when you moved out?",
    forum: "Home & Housing",
    tags: ["housing", "home-modifications", "rights"],
    replies: [
      "My agent said yes once I offered to patch the holes when I leave. Get the consent in writing.",
      "A short letter from my OT made it an easy yes for the owner.",
      "The NDIS paid for ours, and the owner was happy for the rails to stay when we left.",
    ],
  },
  {
    title: "How do I get a taxi subsidy in Victoria?",
    content:
      "I can't drive and the bus to physio takes 90 minutes each way. Someone mentioned the Multi Purpose Taxi Program. Who is eligible, and how long does it take?",
    forum: "Getting Around",
    tags: ["public-transport", "travel", "mobility"],
    replies: [
      "Your GP or OT fills in part of the form. It took about three weeks for my card to arrive.",
      "It pays half the fare up to a limit per trip, more if you travel in your wheelchair.",
      "If you're on the NDIS, check the transport funding in your plan as well.",
    ],
  },
  {
    title: "How do you make a first appointment with a new GP count?",
    content:
      "Moving to Perth and I need a GP who will take on someone with EDS and POTS. How do you make that first long appointment count?",
    forum: "Health & Wellbeing",
    tags: ["chronic-illness"],
    replies: [
      "Book a long appointment and bring a one-page summary: diagnoses, medications, specialists.",
      "Ask the clinic which GP has an interest in complex conditions before you book.",
      "Bring someone if you can. I forget half of what I meant to say.",
    ],
  },
  {
    title: "Who books Auslan interpreters for a TAFE course?",
    content:
      "I'm starting a TAFE course in February. Do I book and pay for Auslan interpreters, or does the institute? And how far ahead should I ask?",
    forum: "Work & Study",
    tags: ["auslan", "deaf", "study"],
    replies: [
      "The disability support team at your TAFE books them. Register with them as early as you can.",
      "Ask for live captions too, as a backup for when an interpreter falls through.",
      "Interpreters are in short supply, so send your timetable the day you get it.",
    ],
  },
  {
    title: "Can I make the text bigger on this site?",
    content:
      "My eyes are tired by the evening and the text here feels small. Is there a setting, or should I just zoom in my browser?",
    forum: "Site Help",
    tags: ["site-help", "low-vision"],
    replies: [
      "The accessibility settings let you pick the text size, contrast and reduced motion.",
      "Browser zoom works too, but the site setting follows you to any device you sign in on.",
      "Try the dark colour scheme at night as well. It's much easier on my eyes.",
    ],
  },
  {
    title: "Wheelchair-friendly long weekend within three hours of Sydney?",
    content:
      "Our family wants a long weekend away. Our son uses a power chair, so we need a roll-in shower and flat paths. Anywhere you'd go back to?",
    forum: "Getting Around",
    tags: ["travel", "wheelchair", "parenting"],
    replies: [
      "Ask for photos of the actual bathroom. 'Accessible' means very different things to different places.",
      "We liked the Hunter Valley: flat, quiet, and a few cellar doors with ramps.",
      "Check the local council's website for beach wheelchairs. Lots of NSW beaches lend them in summer.",
    ],
  },
  {
    title: "New here: where should I start?",
    content:
      "Hi all. I was diagnosed with MS last month and a friend sent me here. It's a lot to take in. Which groups or forums would you read first?",
    forum: "Introductions",
    tags: ["introductions", "ms"],
    replies: [
      "Welcome! The MS Support Melbourne group is friendly even if you're not in Melbourne.",
      "The Health & Wellbeing forum has good threads on fatigue and pacing.",
      "Take it slowly. Nobody expects you to read everything at once.",
    ],
  },
];

export const DISCUSSIONS: Discussion[] = [
  {
    title: "Accessible housing: which features matter most to you?",
    content:
      "If you were designing a home from scratch, what would be non-negotiable? For me it's a step-free entry, a cooktop with knee space underneath and power points at waist height. What's on your list?",
    forum: "Home & Housing",
    category: "Daily Living",
    tags: ["housing", "accessible-design", "home-modifications"],
    replies: [
      "Wide hallways. Every rental I've had has a tight turn into the bathroom.",
      "Lever taps and lever door handles, every single one.",
      "Good lighting and contrasting step edges for those of us with low vision.",
    ],
  },
  {
    title: "Has working from home been the biggest accessibility gain of the decade?",
    content:
      "Working from home means no commute, my own chair and nobody commenting on my breaks. But I miss people. Is hybrid the answer, and should it be something we can insist on?",
    forum: "Work & Study",
    category: "Advocacy",
    tags: ["employment", "rights"],
    replies: [
      "For me it's the difference between working and not working.",
      "Great for fatigue, hard on isolation. Hybrid with a real choice is the ideal.",
      "Employers should have to give a genuine reason to refuse it as an adjustment.",
    ],
  },
  {
    title: "What makes a sensory-friendly space at an event actually work?",
    content:
      "Our local festival added a quiet tent this year, but it was right next to the main stage. What have you seen done well?",
    forum: "Health & Wellbeing",
    category: "Health",
    tags: ["autism", "events", "accessible-design"],
    replies: [
      "Distance from the stage, low light and staff who won't try to chat to you.",
      "A map showing where it is before you arrive, so you aren't hunting for it while overwhelmed.",
      "Let people in without having to explain why they need it.",
    ],
  },
  {
    title: "Disclosure at job interviews: before, during or never?",
    content:
      "I have an acquired brain injury and need extra time for written tasks. Do you mention it in the application, at the interview, or only after an offer? Keen to hear what worked and what backfired.",
    forum: "Work & Study",
    category: "Advocacy",
    tags: ["disclosure", "employment", "acquired-brain-injury"],
    replies: [
      "I disclose when I need an adjustment for the interview itself, otherwise after the offer.",
      "Disclosing up front filters out employers I wouldn't want to work for anyway.",
      "It's your call every time. No wrong answer, just different risks.",
    ],
  },
  {
    title: "What one change would make public transport accessible where you live?",
    content:
      "Perth folks: the new stations are great, but getting from the station to my front door is the problem. What's the one change that would make the biggest difference in your city?",
    forum: "Getting Around",
    category: "Advocacy",
    tags: ["public-transport", "advocacy", "mobility"],
    replies: [
      "Audio announcements on every bus, not just the new ones.",
      "Lifts that work. One broken lift means a 40-minute detour for me.",
      "Footpaths between the stop and anywhere you'd actually want to go.",
    ],
  },
  {
    title: "AAC users and families: what's your setup?",
    content:
      "My son is moving from a paper communication book to a tablet with an AAC app. If you use AAC or support someone who does, what made the switch work?",
    forum: "Assistive Technology",
    category: "Technology",
    tags: ["aac", "assistive-tech", "parenting"],
    replies: [
      "Keep the paper book as a backup. Tablets go flat at the worst moments.",
      "Model on the device yourself all day, not just in therapy sessions.",
      "A speech pathologist with real AAC experience was worth the wait list.",
    ],
  },
  {
    title: "Do you wear the sunflower lanyard?",
    content:
      "Airports and some shopping centres recognise the Hidden Disabilities Sunflower. I've worn it twice and staff were lovely. Others say it made them feel labelled. Where do you land?",
    forum: "Getting Around",
    category: "Daily Living",
    tags: ["travel", "chronic-illness"],
    replies: [
      "Only at airports. Security staff there seem to know what it means.",
      "I like that it's my choice whether to wear it on any given day.",
      "Nobody at my local shops has a clue what it is, sadly.",
    ],
  },
  {
    title: "Smart home tech: worth it, or just more things to break?",
    content:
      "I'm deciding on voice-controlled blinds and lights through my NDIS plan. My OT is keen; I'm worried about what happens when the internet drops out. What's your experience?",
    forum: "Assistive Technology",
    category: "Technology",
    tags: ["assistive-tech", "ndis", "home-modifications"],
    replies: [
      "Keep a physical switch for everything. It saved me during a storm outage.",
      "Mine has been solid for two years and changed my mornings completely.",
      "Ask for a quote that includes someone to set it up and come back when it breaks.",
    ],
  },
  {
    title: "How do you pace yourself through the festive season?",
    content:
      "Christmas with the extended family is lovely and exhausting. How do you say no, plan rests and still enjoy it?",
    forum: "Health & Wellbeing",
    category: "Health",
    tags: ["chronic-illness", "fatigue", "mental-health"],
    replies: [
      "I arrive late and leave early, and I tell people that's the plan in advance.",
      "A quiet room at the host's house with a door I can close.",
      "I cook my dish three days before. Boring, but it works.",
    ],
  },
  {
    title: "Carers: what keeps you going?",
    content:
      "I support my partner, who had a stroke two years ago. Some weeks are fine and some I'm running on empty. What keeps you going, and what help do you wish you'd known about sooner?",
    forum: "Health & Wellbeing",
    category: "Daily Living",
    tags: ["carers", "mental-health"],
    replies: [
      "Carer Gateway. I wish I'd called them a year earlier.",
      "A weekly walk with another carer. We vent and we laugh.",
      "Getting my own GP to take my health seriously, not just my partner's.",
    ],
  },
  {
    title: "Is the NDIS getting better or worse for you?",
    content:
      "With all the changes since the NDIS Review, I'm curious how people's plans and experiences have actually changed. Keep it respectful; we all have different situations.",
    forum: "NDIS Questions",
    category: "Advocacy",
    tags: ["ndis", "advocacy"],
    replies: [
      "My last plan was quicker and clearer. Funding stayed about the same.",
      "Worse for me. Every request now seems to need three reports.",
      "Mixed. Better communication, but a longer wait to talk to a planner.",
    ],
  },
  {
    title: "What are you into outside of disability stuff?",
    content:
      "Disability is part of our lives, not all of it. I'm a mad Dockers supporter and I bake sourdough badly. Your turn!",
    forum: "Introductions",
    category: "Daily Living",
    tags: ["introductions"],
    replies: [
      "Knitting, true crime podcasts and arguing about the best meat pie in town.",
      "Birdwatching from my balcony. Forty-two species so far.",
      "Board games! Anyone up for a game in the arcade tonight?",
    ],
  },
];

export const BLOGS: Blog[] = [
  {
    title: "My first year with a cochlear implant",
    content:
      "Nobody warned me that rain would sound like frying bacon for the first month, or that fridges hum. Switch-on day was a jumble of beeps and robot voices; by week six, my partner's voice started to sound like hers again.\n\nThe rehab is the real work: daily listening practice, audiobooks with the text in front of me, and a lot of patience with myself. I still use captions and I still sign with my Deaf friends. The implant added a way to hear; it didn't take anything away.",
    category: "Health",
    tags: ["deaf", "assistive-tech"],
    replies: [
      "The frying bacon rain made me laugh. Exactly the same for me.",
      "Thank you for saying it didn't take anything away. Important for people to hear.",
      "My switch-on is next month. This was reassuring.",
    ],
  },
  {
    title: "Building an accessible veggie garden",
    content:
      "Raised beds at 75 cm so I can garden from my chair, paths 1.2 m wide, and tools with chunky foam grips. The whole setup cost about $1,400, most of it timber and soil.\n\nWhat I'd do differently: put a tap at each end of the beds, use wicking beds so watering is less work in summer, and plant herbs closest to the kitchen door. The tomatoes have been ridiculous this year.",
    category: "Daily Living",
    tags: ["gardening", "wheelchair", "accessible-design"],
    replies: [
      "Wicking beds are a game changer. Great tip.",
      "Did you build them yourself or get someone in?",
      "Saving this for when we redo our backyard.",
    ],
  },
  {
    title: "Navigating the NDIS as a first-time participant",
    content:
      "My access request took four months, and the planning meeting took one very long hour. Here's what helped: writing my goals in my own words before the meeting, bringing reports that described what I can't do on a bad day, and asking for a copy of everything.\n\nI chose plan management so I could use smaller local providers without the invoicing. If your first plan isn't right, you can ask for a review of the decision; mine was fixed at the internal review stage.",
    category: "Advocacy",
    tags: ["ndis", "advocacy"],
    replies: [
      "Writing goals in your own words is such good advice.",
      "The bad-day reports tip comes up again and again for a reason.",
      "Glad the internal review worked for you. Mine is in progress now.",
    ],
  },
  {
    title: "Pacing with chronic fatigue: what finally worked",
    content:
      "For years I lived in boom and bust: a good day, too much, then three days in bed. What finally changed it was an energy budget. I count my tasks in 'spoons', set a daily limit below what I think I can do, and stop when I reach it, even when I feel fine.\n\nIt felt like giving up at first. Six months later I have more good days than bad ones, and I trust my body a little more.",
    category: "Health",
    tags: ["fatigue", "chronic-illness"],
    replies: [
      "Stopping when you feel fine is the hardest part.",
      "Boom and bust describes my last ten years exactly.",
      "Thank you. Sending this to my sister.",
    ],
  },
  {
    title: "Why alt text matters: a blind reader's guide",
    content:
      "When an image has no alt text, my screen reader says 'image' or reads out a file name like IMG_4032. I miss the joke, the chart, the photo of your new puppy.\n\nGood alt text says what the picture is for, not every detail: 'Bar chart: rent has doubled since 2015' beats 'a blue and orange chart'. If an image is only decoration, an empty alt tells my screen reader to skip it. Two extra seconds from you makes the post work for me.",
    category: "Technology",
    tags: ["blind", "screen-readers", "accessible-design"],
    replies: [
      "The bar chart example made it click for me. Thank you.",
      "I'm going to add alt text to my photos from now on.",
      "Sharing this with my workplace's comms team.",
    ],
  },
  {
    title: "Crossing Australia by train in a power chair",
    content:
      "Sydney to Perth on the Indian Pacific: four days, three nights and more sky than I have ever seen. I booked the accessible cabin months ahead and sent the dimensions and weight of my chair to the rail company.\n\nThe highlights were the Nullarbor at sunrise and the staff, who treated my chair as normal. The tricky parts were the off-train tours, where only some stops had accessible transport, so ask about each one before you book.",
    category: "Daily Living",
    tags: ["travel", "wheelchair"],
    replies: [
      "This is on my bucket list. Thanks for the detail.",
      "How did you charge your chair overnight?",
      "The Nullarbor at sunrise sounds magic.",
    ],
  },
  {
    title: "Studying with ADHD: the adjustments that got me through",
    content:
      "I registered with my uni's disability service in my second year, after failing two subjects. My learning access plan gave me extra time in exams, a separate room and extensions without having to explain myself each time.\n\nThe adjustment that helped most wasn't on the plan: I booked study sessions at the library with a friend, body doubling, three times a week. I graduated last month.",
    category: "Advocacy",
    tags: ["adhd", "study"],
    replies: [
      "Congratulations on graduating!",
      "Body doubling is magic for me too.",
      "I wish I'd registered in first year. Good advice for new students.",
    ],
  },
  {
    title: "Our family's first year of early intervention",
    content:
      "Our son was diagnosed as autistic at three. The first year was a blur of appointments: speech pathology, occupational therapy and a lot of waiting lists.\n\nWhat helped: a therapist who came to his kinder, so he learned where he actually spends his days; a parent group where no one needed anything explained; and accepting that progress isn't a straight line. He now asks for 'more swing' with his words, and we cried the first time.",
    category: "Daily Living",
    tags: ["parenting", "autism", "ndis"],
    replies: [
      "'More swing' made me tear up too.",
      "Therapy at kinder made such a difference for our daughter as well.",
      "Thank you for sharing. We're at the start of this now.",
    ],
  },
  {
    title: "Going back to work after a spinal cord injury",
    content:
      "Eighteen months after my injury, I went back to my job as a draftsperson, three days a week. The office needed a ramp at the back door, a height-adjustable desk and a parking space close to the lift. My employer applied to JobAccess for help with the costs.\n\nThe hardest part wasn't the building, it was my own head. The first month I was exhausted by 2 pm. Starting part-time was the best decision I made.",
    category: "Advocacy",
    tags: ["spinal-cord-injury", "employment"],
    replies: [
      "Starting part-time is underrated.",
      "Good to hear JobAccess helped your employer. A lot don't know about it.",
      "Thanks for being honest about the mental side.",
    ],
  },
  {
    title: "Ten kitchen tricks for cooking with low vision",
    content:
      "1. Bump dots on the oven dial at 180 degrees. 2. A white chopping board for dark food and a black one for light food. 3. A liquid level indicator that beeps when the cup is full. 4. Everything in the pantry in the same place, always.\n\nThe rest of my list is about light: under-cabinet LEDs, a head torch for the back of the fridge, and matte benchtops that don't glare. Cooking is a joy again.",
    category: "Daily Living",
    tags: ["low-vision", "cooking"],
    replies: [
      "The two chopping boards trick is brilliant.",
      "Head torch for the fridge! Why didn't I think of that?",
      "Bump dots changed my life. They're on everything now.",
    ],
  },
  {
    title: "Talking to my kids about my MS",
    content:
      "My kids were six and nine when I was diagnosed. We kept it simple: the messages from my brain sometimes get lost on the way to my legs, and some days Mum needs to rest more.\n\nThey are teenagers now and they've heard it all. The thing they remember is that we always told them the truth, even when the answer was 'we don't know yet'.",
    category: "Health",
    tags: ["ms", "parenting"],
    replies: [
      "Messages getting lost is such a good way to explain it.",
      "I'm about to have this conversation with my daughter. Thank you.",
      "Telling the truth, even 'we don't know', is so important.",
    ],
  },
  {
    title: "Why I became a disability advocate",
    content:
      "Five years ago I couldn't get into my own local library: three steps and no ramp. I emailed the council, then I went to a council meeting, then I went to every meeting for a year.\n\nThe ramp went in. More importantly, I learned that decisions are made by people who turn up. Now I sit on our council's disability advisory committee, and I try to make sure the next person doesn't have to wait a year.",
    category: "Advocacy",
    tags: ["advocacy", "rights"],
    replies: [
      "Decisions are made by people who turn up. So true.",
      "Thank you for doing this work for all of us.",
      "How did you get onto the advisory committee? I'd like to do the same.",
    ],
  },
];

export type WrittenPost = {
  title: string | null;
  content: string;
  category: Category | null;
  forum: ForumName | null;
  tags: Tag[];
  replies: string[];
};

/** The n-th written post of a type; past the end of the list it starts again. */
export function writtenPost(type: "post" | "question" | "discussion" | "blog", n: number): WrittenPost {
  const none = { title: null, category: null, forum: null };
  if (type === "post") return { ...none, ...cycle(STATUS_POSTS, n) };
  if (type === "question") return { ...none, ...cycle(QUESTIONS, n) };
  if (type === "discussion") return { ...none, ...cycle(DISCUSSIONS, n) };
  return { ...none, ...cycle(BLOGS, n) };
}

/** The n-th item of a list, starting again past its end. */
export function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error("cycle over an empty list");
  return item;
}
