import type { LexiconData } from '../types';

/** English words for the brief analysis (what each list is: LexiconData in ../types.ts). */
export const lexiconEnUS = {
  stopwords: `
a an the and or but if then than so as at by for from in into of off on onto out over to up with without
about above after again against all am any are aren't be because been before being below between both
can could did do does doing don't down during each few further had has have having he her here hers him
his how i i'm im it it's its itself just me more most my myself no nor not now only other our ours
ourselves own same she should some such that that's their theirs them themselves there these they this
those through too under until very was we we're were what when where which while who whom why will
would you you're your yours yourself yourselves let let's get got make made also really still even ever
every much many lot lots new best better great good nice amazing awesome big small little today tonight
tomorrow yesterday now week weekend day days month year time times thing things way people everyone
something anything nothing one two three first last next soon here's there's come coming go going see
check want need like love know think look find take give use try keep back well right just only
thanks thank morning evening night afternoon store stores shop shops website site page link bio profile
monday tuesday wednesday thursday friday saturday sunday january february march april may june july
august september october november december am pm post caption captions write create generate text
`,
  topics: {
    blackFriday: { stems: 'black friday, cyber monday, blackfriday', tags: 'BlackFriday' },
    christmas: { stems: 'christmas, xmas, santa claus', tags: 'Christmas' },
    newYear: { stems: 'new year', tags: 'NewYear' },
    easter: { stems: 'easter', tags: 'Easter' },
    halloween: { stems: 'halloween', tags: 'Halloween' },
    valentines: { stems: 'valentine, valentines', tags: 'ValentinesDay' },
    mothersDay: { stems: "mother's day, mothers day", tags: 'MothersDay' },
    fathersDay: { stems: "father's day, fathers day", tags: 'FathersDay' },
    carnival: { stems: 'carnival', tags: 'Carnival' },
    backToSchool: { stems: 'back to school', tags: 'BackToSchool' },
    sale: {
      stems: 'sale, sales, discount, discounts, promo, promos, coupon, deal, deals, off',
      tags: 'Sale Deals',
    },
    summer: { stems: 'summer', tags: 'Summer' },
    winter: { stems: 'winter', tags: 'Winter' },
    autumn: { stems: 'autumn, fall season', tags: 'Autumn' },
    spring: { stems: 'spring, springtime', tags: 'Spring' },
    coffee: {
      stems: 'coffee, espresso, latte, cappuccino, barista, cafe, cafes, cold brew',
      tags: 'Coffee CoffeeLovers',
    },
    bakery: {
      stems: 'bread, breads, bakery, bakeries, sourdough, croissant, baguette, loaf',
      tags: 'Bakery FreshBread',
    },
    sweets: {
      stems: 'cake, cakes, dessert, desserts, chocolate, cookie, cookies, pastry, cupcake',
      tags: 'Desserts SweetTooth',
    },
    drinks: { stems: 'wine, wines, beer, beers, cocktail, cocktails, drinks', tags: 'Cheers Drinks' },
    food: {
      stems:
        'food, meal, meals, dinner, lunch, breakfast, brunch, recipe, recipes, menu, restaurant, dish, pizza, burger, sushi',
      tags: 'Foodie FoodLovers',
    },
    fashion: {
      stems: 'fashion, outfit, outfits, dress, dresses, clothing, clothes, wardrobe, sneakers',
      tags: 'Fashion Style',
    },
    beauty: { stems: 'beauty, makeup, skincare, haircut, salon, nails, cosmetics', tags: 'Beauty SelfCare' },
    fitness: {
      stems: 'fitness, gym, workout, workouts, training, yoga, pilates, running, crossfit, exercise',
      tags: 'Fitness Workout',
    },
    health: {
      stems: 'health, healthy, wellness, wellbeing, doctor, clinic, therapy, nutrition',
      tags: 'Health Wellness',
    },
    travel: {
      stems: 'travel, trip, trips, vacation, holidays, beach, hotel, tour, destination',
      tags: 'Travel Wanderlust',
    },
    tech: {
      stems:
        'tech, technology, app, apps, software, artificial intelligence, digital, startup, code, coding, platform',
      tags: 'Tech Innovation',
    },
    business: {
      stems:
        'business, company, entrepreneur, entrepreneurs, marketing, sales team, brand, branding, clients, customers',
      tags: 'SmallBusiness Entrepreneur',
    },
    education: {
      stems:
        'course, courses, lesson, lessons, learn, learning, school, student, students, teacher, workshop',
      tags: 'Learning Education',
    },
    music: { stems: 'music, song, songs, concert, album, band, playlist, gig', tags: 'Music LiveMusic' },
    pets: { stems: 'pet, pets, dog, dogs, puppy, cat, cats, kitten', tags: 'Pets DogsOfInstagram' },
    nature: {
      stems: 'nature, garden, plant, plants, flower, flowers, sustainable, sustainability, recycling, eco',
      tags: 'Nature Sustainability',
    },
    realEstate: {
      stems: 'real estate, apartment, apartments, property, realtor',
      tags: 'RealEstate NewHome',
    },
    home: { stems: 'home decor, decor, furniture, interior design', tags: 'HomeDecor InteriorDesign' },
    family: { stems: 'kids, children, baby, babies, family', tags: 'Family Parenting' },
    sports: {
      stems: 'football, soccer, match, championship, tournament, basketball, tennis',
      tags: 'Sports GameDay',
    },
    books: { stems: 'book, books, reading, author, novel, library', tags: 'Books Reading' },
    art: {
      stems: 'art, artist, design, photo, photos, photography, painting, illustration',
      tags: 'Art Photography',
    },
    cars: { stems: 'car, cars, vehicle, vehicles', tags: 'Cars Auto' },
    finance: {
      stems: 'money, finance, finances, invest, investing, investment, savings, budget',
      tags: 'PersonalFinance Money',
    },
    wedding: { stems: 'wedding, bride, groom', tags: 'Wedding BrideToBe' },
    handmade: { stems: 'handmade, handcrafted, crafts, ceramics, pottery, crochet', tags: 'Handmade Crafts' },
    party: { stems: 'party, parties, celebration, birthday, anniversary', tags: 'Celebration Party' },
  },
  nouns: `yoga:🧘 pilates:🧘 meditation:🧘 mat:🧘 candle:🕯️ soap:🧼 book:📚 bookstore:📚 library:📚
    coffee:☕ espresso:☕ latte:☕ cappuccino:☕ tea:🍵 bean:☕ roaster:☕ cupping:☕ pizza:🍕 pepperoni:🍕
    burger:🍔 taco:🌮 sushi:🍣 salad:🥗 bread:🍞 sourdough:🍞 loaf:🍞 bakery:🥐 croissant:🥐 scone:🥐
    cake:🎂 cupcake:🧁 tart:🥧 pie:🥧 cookie:🍪 chocolate:🍫 lemon:🍋 strawberry:🍓 honey:🍯
    mushroom:🍄 truffle:🍄 wine:🍷 beer:🍺 cocktail:🍸 flower:💐 rose:🌹 tulip:🌷 bouquet:💐 plant:🪴
    garden:🌱 tree:🌳 beach:🏖️ sunset:🌅 mountain:⛰️ dog:🐶 puppy:🐶 cat:🐱 kitten:🐱 pet:🐾
    shirt:👕 t-shirt:👕 dress:👗 sneaker:👟 shoe:👟 bag:👜 jewelry:💍 makeup:💄 skincare:🧴 haircut:💇
    gym:🏋️ workout:💪 marathon:🏃 runner:🏃 bike:🚲 bicycle:🚲 football:⚽ soccer:⚽ tennis:🎾
    basketball:🏀 music:🎶 concert:🎤 guitar:🎸 piano:🎹 album:💿 camera:📷 photography:📷 photo:📸
    painting:🎨 art:🎨 ceramics:🏺 pottery:🏺 crochet:🧶 yarn:🧶 car:🚗 house:🏠 apartment:🏢
    laptop:💻 software:💻 webinar:💻 newsletter:📧 marketing:📈 business:💼 money:💰 savings:💰
    budget:💰 course:📚 workshop:🛠️ school:🏫 student:🎓 graduation:🎓 baby:👶 family:👨‍👩‍👧
    wedding:💍 birthday:🎂 party:🎉 gift:🎁 package:📦 delivery:🚚 farm:🚜 vegetable:🥦 fruit:🍎
    menu:📋 restaurant:🍽️ dinner:🍽️ lunch:🥪 breakfast:🥞 brunch:🥞 kitchen:🍳 chef:🧑‍🍳 market:🧺
    festival:🎪 ticket:🎟️ sale:🏷️ discount:🏷️ deal:🏷️ dentist:🦷 clinic:🩺 doctor:🩺 health:🩺
    wellness:🌿 nature:🌿 travel:✈️ hotel:🏨 app:📱 phone:📱 jazz:🎷 backpack:🎒 olive oil:🫒 class studio collection community
    recipe season starter neighborhood crafts`,
  notNouns: ['learn', 'invest', 'investing', 'code', 'coding', 'digital', 'healthy', 'off'],
  verbs: `
arrive open close join register bring keep use feed discard taste choose plant deliver start vote
buy shop order call visit follow share save try learn read tell ask move grow build launch celebrate
win enjoy meet reserve stop miss wait welcome include discover explore hang love prepare bake
cook serve sell pack ship wear watch listen play run walk sleep drink eat work help support
`,
} as const satisfies LexiconData;
