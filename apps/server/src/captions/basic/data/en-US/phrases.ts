import type { PhrasePack } from '../types';

export const phrasesEnUS = {
  hooks: {
    'product-promotion': {
      formal: [
        'Introducing something we are proud of.',
        'A closer look at what is new.',
        'Designed with your needs in mind.',
      ],
      warm: [
        'Guess what just arrived?',
        "We've got something you're going to love.",
        'Say hello to your new favorite.',
      ],
      playful: [
        'Warning: this may cause sudden shopping urges.',
        'Your wallet called. It said "treat yourself."',
        "Not to brag, but this one's pretty great.",
      ],
      bold: [
        "Stop scrolling. You'll want this.",
        "This is the one you've been waiting for.",
        "Don't miss this.",
      ],
      uplift: [
        'Made to make your days a little better.',
        'Good things are made with care, and this is one of them.',
        'You deserve something that truly feels good.',
      ],
    },
    announcement: {
      formal: [
        'We have an update to share.',
        'An important announcement.',
        'Here is some news we are glad to share.',
      ],
      warm: [
        "We've got news, and we couldn't wait to tell you!",
        'Big news, friends!',
        'Something new is happening around here.',
      ],
      playful: [
        'Drumroll, please…',
        'Hold on to your coffee: we have news.',
        'Breaking news (the good kind).',
      ],
      bold: ["It's official.", 'Big news. Read this.', 'This changes things.'],
      uplift: [
        'A new chapter starts today.',
        "Every step forward starts with a decision. Here's ours.",
        "We're growing, and we're grateful you're part of it.",
      ],
    },
    event: {
      formal: ['Save the date.', "You're invited.", 'Join us for an event worth your time.'],
      warm: [
        'Come hang out with us!',
        "We'd love to see you there!",
        "Mark your calendar, it's going to be fun!",
      ],
      playful: [
        'Clear your schedule. Yes, even that thing.',
        "FOMO alert: you'll want to be there.",
        'Your plans just got a serious upgrade.',
      ],
      bold: ['Be there.', "Don't hear about it later. Be part of it.", 'This is where you want to be.'],
      uplift: [
        'Some moments are better shared.',
        'Great things happen when people come together.',
        "Let's create a memory worth keeping.",
      ],
    },
    'tips-educational': {
      formal: [
        'Here is what you should know.',
        'A quick guide worth saving.',
        'Practical insights you can use today.',
      ],
      warm: [
        'Quick tip for you!',
        "Here's something that helped us, and it might help you too.",
        "Let's make this easier for you.",
      ],
      playful: [
        'Consider this your cheat sheet.',
        "Knowledge unlocked. You're welcome.",
        'Things we wish someone had told us sooner:',
      ],
      bold: ['Most people get this wrong.', 'Read this before you try again.', "Save this. You'll need it."],
      uplift: [
        'Learning something new is always a win.',
        'Small lessons, big progress.',
        'Growth starts with one good idea.',
      ],
    },
    'behind-the-scenes': {
      formal: [
        'A look at how we work.',
        "Behind every result, there's a process.",
        'Take a look behind the scenes.',
      ],
      warm: [
        'Come take a peek behind the scenes!',
        'Ever wondered what happens before the final result?',
        "Here's a little look at our day.",
      ],
      playful: [
        'What really happens when the cameras are off.',
        'Behind the scenes: less glamour, more coffee.',
        "Spoiler: it's messier than it looks.",
      ],
      bold: [
        "No filters. This is how it's really done.",
        'The real work happens here.',
        "You don't usually get to see this.",
      ],
      uplift: [
        'Every great result starts with the work nobody sees.',
        'This is what passion looks like up close.',
        'The magic is in the process.',
      ],
    },
    inspirational: {
      formal: [
        'A thought worth sharing today.',
        'Progress is built one decision at a time.',
        'A reminder for the week ahead.',
      ],
      warm: [
        'A little reminder for you today.',
        'Just what you needed to hear today.',
        "Here's some good energy for your day.",
      ],
      playful: [
        'Motivation, delivered. No coffee required.',
        'Your daily dose of good vibes has arrived.',
        'Consider this your sign.',
      ],
      bold: ['Stop waiting for the perfect moment.', 'Start now.', "You're capable of more than you think."],
      uplift: [
        'Believe in the small steps.',
        'Every day is a new chance to begin.',
        "Keep going. It's worth it.",
      ],
    },
    'question-engagement': {
      formal: [
        "We'd like to hear your perspective.",
        'A question for our community.',
        'Your opinion matters to us.',
      ],
      warm: ['We want to hear from you!', 'Quick question, friends!', "Let's chat!"],
      playful: [
        'Settle this debate for us.',
        'Important question (very serious, obviously).',
        'Be honest, we can take it.',
      ],
      bold: ['Tell us the truth.', 'Pick a side.', 'Hot take time.'],
      uplift: [
        'Every voice adds something.',
        "Let's learn from each other.",
        'Your story could inspire someone today.',
      ],
    },
    seasonal: {
      formal: [
        'A special season calls for a special message.',
        'Celebrating this time of year with you.',
        'Seasonal highlights worth your attention.',
      ],
      warm: [
        "It's that time of year again!",
        "The season is here, and we're so ready!",
        'Celebrating with you!',
      ],
      playful: [
        'Officially in the festive spirit. No turning back.',
        "This season's forecast: 100% celebration.",
        "We've been counting the days. Literally.",
      ],
      bold: [
        'The season is here. Make it count.',
        'This season, go big.',
        "Don't let this season pass you by.",
      ],
      uplift: [
        'The best moments are the ones we share.',
        'A season to celebrate what matters.',
        "Here's to new memories.",
      ],
    },
  },
  ctas: {
    'product-promotion': {
      soft: [
        'Want to know more? Send us a message.',
        'Tell us in the comments what you think.',
        'Come and see it for yourself.',
      ],
      direct: ["Don't wait: order yours today.", 'Grab yours today.', 'Shop now and feel the difference.'],
    },
    announcement: {
      soft: [
        'Stay tuned for more details.',
        'Tell us what you think in the comments.',
        'Share this with someone who needs to know.',
      ],
      direct: [
        'Share the news.',
        "Follow us so you don't miss what's next.",
        'Turn on notifications and be the first to know.',
      ],
    },
    event: {
      soft: [
        'Save the date and bring a friend.',
        'We hope to see you there.',
        "Tag someone you'd like to go with.",
      ],
      direct: [
        'Put it in your calendar now.',
        'Save your spot today.',
        "Tag the friend who's coming with you.",
      ],
    },
    'tips-educational': {
      soft: [
        'Save this post for later.',
        "Share it with someone who'll find it useful.",
        'Which tip will you try first?',
      ],
      direct: [
        'Save this and put it into practice today.',
        'Share this with someone who needs it.',
        'Try it today and tell us how it went.',
      ],
    },
    'behind-the-scenes': {
      soft: [
        'Would you like to see more of our routine?',
        "Tell us what you'd like to see next.",
        'Thanks for being part of this journey.',
      ],
      direct: [
        'Follow us for more behind-the-scenes moments.',
        'Want more of this? Comment below.',
        "Follow along so you don't miss the next part.",
      ],
    },
    inspirational: {
      soft: [
        'Share this with someone who needs it today.',
        'Save this as a reminder.',
        'Tag someone who inspires you.',
      ],
      direct: [
        'Take the first step today.',
        'Share this and inspire someone.',
        'Save this and come back to it whenever you need it.',
      ],
    },
    'question-engagement': {
      soft: ['Tell us in the comments!', 'We read every reply.', 'Share your thoughts below.'],
      direct: [
        'Answer in the comments.',
        "Comment below. We're reading every answer.",
        'Drop your answer below.',
      ],
    },
    seasonal: {
      soft: ['Celebrate with us!', 'Share this with someone special.', "Tell us how you're celebrating."],
      direct: [
        'Make the most of the season: come and see us today.',
        "Don't leave it for later. Celebrate with us now.",
        "Share this with everyone you're celebrating with.",
      ],
    },
  },
  details: {
    'product-promotion': [
      'Made for people who care about the details.',
      "It's the kind of thing you'll wonder how you lived without.",
      'Quality you can see and feel from day one.',
    ],
    announcement: [
      "We've been working on this for a while, and we can't wait for you to see it.",
      "It's a step we've taken with you in mind.",
      "There's more to come, so stay close.",
    ],
    event: [
      'Expect good company, great conversations and a lot to take home.',
      "It's the perfect chance to connect, learn and have a good time.",
      'Bring your curiosity and your friends.',
    ],
    'tips-educational': [
      'Small changes like these add up faster than you think.',
      'Put them into practice and see the difference.',
      'Simple, practical and easy to start.',
    ],
    'behind-the-scenes': [
      'Every detail goes through many hands before it reaches you.',
      "It's a lot of work, and we love every part of it.",
      "This is the part nobody sees, and the one we're proudest of.",
    ],
    inspirational: [
      "Progress isn't always loud. Sometimes it's just showing up again.",
      "Whatever you're building, keep at it.",
      "Take a breath, look at how far you've come, and keep going.",
    ],
    'question-engagement': [
      'There are no wrong answers here.',
      "We're curious to see what you think.",
      'Your answers help us do better.',
    ],
    seasonal: [
      "It's the perfect time to slow down and enjoy what matters.",
      "We've prepared everything with extra care for this season.",
      "Here's to making this season one to remember.",
    ],
  },
  styleLines: {
    professional: [
      'Quality, consistency and care in every detail.',
      'We are committed to delivering real value.',
      'Our focus remains on what matters to you.',
    ],
    casual: ["Honestly? We're pretty excited about this.", 'No fuss, just good stuff.', 'Easy as that.'],
    funny: [
      'We\'re as excited as a dog who just heard the word "walk".',
      "We'd say more, but our coffee is getting cold.",
      'Side effects may include smiling at your phone.',
    ],
    inspirational: [
      "Great things take time, and they're worth it.",
      'Every small step counts.',
      'Dream big, start small, keep going.',
    ],
    persuasive: [
      'You deserve something that actually makes a difference.',
      "Once you try it, you won't want to go back.",
      'The best time to start is now.',
    ],
    informative: [
      'Good information leads to better decisions.',
      'Knowing the details makes all the difference.',
      'Clear facts, no fluff.',
    ],
    friendly: [
      "We're always here if you have any questions.",
      'Thanks for being part of our community.',
      'We love sharing moments like this with you.',
    ],
    bold: ['No half measures.', 'Go big or go home.', 'Bold moves only.'],
  },
  networkCtas: {
    instagram: [
      'Save this post so you can find it later.',
      'Follow our profile for more like this.',
      'Share it in your stories!',
    ],
    facebook: [
      'Share it with your friends.',
      'Leave a comment and join the conversation.',
      'Follow our page for more.',
    ],
    x: ['Repost if you agree.', 'Reply with your thoughts.', 'Follow for more.'],
    linkedin: [
      "What's your experience? Share it in the comments.",
      'Follow our page for more insights.',
      'Repost to share it with your network.',
    ],
    tiktok: [
      'Follow for more.',
      'Comment what you want to see next.',
      'Send this to someone who needs to see it.',
    ],
    threads: ['Reply and tell us.', 'Follow for more.', 'Repost if this resonates.'],
    youtube: [
      'Subscribe to the channel and turn on notifications.',
      'Leave a comment: we read them all.',
      'Like and share if this helped.',
    ],
    pinterest: [
      'Save this Pin for later.',
      "Save it to your board so you don't lose it.",
      'Pin it for inspiration.',
    ],
    bluesky: ['Reply and tell us what you think.', 'Follow for more.', 'Repost it to your feed.'],
    mastodon: ['Boost it if it helps someone.', 'Reply with your thoughts.', 'Follow us for more.'],
  },
  questions: ['What do you think?', "What's your take?", 'How about you?'],
  listIntros: ["Here's how:", 'The short version:', 'Keep these in mind:'],
  labels: { when: 'When', where: 'Where', offer: 'Offer' },
  singular: [
    [/\bWe're\b/g, "I'm"],
    [/\bwe're\b/g, "I'm"],
    [/\bWe've\b/g, "I've"],
    [/\bwe've\b/g, "I've"],
    [/\bWe'd\b/g, "I'd"],
    [/\bwe'd\b/g, "I'd"],
    [/\bWe\b/g, 'I'],
    [/\bwe\b/g, 'I'],
    [/\bOur\b/g, 'My'],
    [/\bour\b/g, 'my'],
    [/\bus\b/g, 'me'],
    [/\bourselves\b/g, 'myself'],
  ],
  topicFrames: ["Today it's all about {topic}.", 'This one is about {topic}.', "Let's talk about {topic}."],
  seasonHooks: {
    christmas: [
      'Christmas is in the air.',
      'The most wonderful time of the year is here.',
      'Christmas mode: on.',
    ],
    newYear: ['New year, new beginnings.', 'Ready for a fresh start?', "Here's to the year ahead."],
    easter: ['Easter is almost here.', 'Sweet Easter moments ahead.', 'Hop into Easter with us.'],
    halloween: ['Something spooky this way comes.', 'Trick or treat?', 'Halloween is here.'],
    valentines: ['Love is in the air.', "Valentine's Day is around the corner.", 'Made with love.'],
    mothersDay: [
      "For the women who do it all: happy Mother's Day.",
      "Mother's Day is coming.",
      'Celebrating moms everywhere.',
    ],
    fathersDay: ["Father's Day is coming.", "Here's to the dads.", 'Celebrating dads everywhere.'],
    blackFriday: ['Black Friday is here.', 'The Black Friday countdown is on.', 'Black Friday, done right.'],
    summer: ['Summer is calling.', 'Hello, summer!', 'Sunny days ahead.'],
    winter: ['Cozy season is here.', 'Winter is here, so stay warm.', 'Hello, winter!'],
    autumn: ['Autumn is here.', 'Hello, fall!', 'Cozy autumn days ahead.'],
    spring: ['Spring is here.', 'Hello, spring!', 'Fresh starts and blooming days.'],
    carnival: ['Carnival is here!', 'Ready for Carnival?', 'Let the party begin!'],
    backToSchool: [
      'Back-to-school season is here.',
      'Ready for a new school year?',
      'New school year, fresh start.',
    ],
  },
  postTypeTags: {
    'product-promotion': ['NewIn', 'ShopSmall'],
    announcement: ['News', 'Announcement'],
    event: ['Event', 'SaveTheDate'],
    'tips-educational': ['Tips', 'LearnSomethingNew'],
    'behind-the-scenes': ['BehindTheScenes', 'BTS'],
    inspirational: ['Inspiration', 'Motivation'],
    'question-engagement': ['LetsTalk', 'Community'],
    seasonal: ['Celebration', 'SeasonalVibes'],
  },
  instructions: [
    /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:write|create|generate|make|draft|give\s+me)\s+(?:me\s+)?(?:an?\s+|some\s+|\d+\s+)?(?:[\p{L}-]+\s+){0,2}?(?:captions?|posts?|texts?|copy|descriptions?|tweets?)\s+(?:for|about|on|announcing|promoting)\s+/iu,
    /^\s*(?:an?\s+)?(?:captions?|posts?)\s+(?:about|for|on)\s+/iu,
  ],
  // No topic frame of this language makes a contraction to mend (es-ES: "de el" → "del").
  contractions: [],
} as const satisfies PhrasePack;
