import {
  ADDRESS_LINES,
  ADDRESS_ONE_LINE,
  BANK,
  EMAIL,
  GEO,
  images,
  type ParishContent,
  PHONE,
  POSTCODE,
  PRIVACY_UPDATED,
  SUNDAY_HOURS,
  TOWN,
} from "./parish-shared.ts";

// ---------------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------------

const EN_NAME = "St Nicholas Greek Orthodox Church, Enfield";
/** The name as it reads inside a sentence. */
const EN_NAME_INLINE = "St Nicholas Greek Orthodox Church in Enfield";

export const content: ParishContent = {
  sample: true,
  sampleNotice: "Sample parish details for demonstration — replace before going live.",
  lang: "en",
  locale: "en-GB",
  parish: {
    name: EN_NAME,
    shortName: "St Nicholas, Enfield",
    archdiocese: "Archdiocese of Thyateira and Great Britain (Ecumenical Patriarchate)",
    address: {
      lines: ADDRESS_LINES,
      town: TOWN,
      postcode: POSTCODE,
      country: "United Kingdom",
      countryCode: "GB",
    },
    phone: PHONE,
    email: EMAIL,
    geo: GEO,
    directions: {
      summary:
        "We are in Enfield, north London, within walking distance of Southbury and Brimsdown stations. There is free parking at the church.",
      parking: "Free parking at the church.",
      stations: [
        {
          name: "Southbury",
          network: "London Overground (Weaver line)",
          distanceMiles: 0.8,
          walkMinutes: 15,
          text: "Southbury station (London Overground) is 0.8 miles away — about a 15-minute walk.",
        },
        {
          name: "Brimsdown",
          network: "National Rail (Greater Anglia)",
          distanceMiles: 1,
          walkMinutes: 20,
          text: "Brimsdown station (National Rail) is 1 mile away — about a 20-minute walk.",
        },
      ],
    },
    opening: {
      summary: "Open every Sunday from 8:30 am to 12:00 pm, and for the other services in our programme.",
      hours: SUNDAY_HOURS,
      note: "On great feasts and during Holy Week the church is also open for the services listed in the programme.",
    },
  },
  bank: BANK,
  priest: {
    name: "Fr Andreas Georgiou",
    title: "Parish priest",
    formalName: "The Reverend Father Andreas Georgiou",
    photo: images.priest.src,
    photoAlt: "Fr Andreas Georgiou, parish priest",
    bio: [
      "Fr Andreas was born and grew up in north London, where as a boy he served in the altar of his local parish. He studied theology at the Aristotle University of Thessaloniki and was ordained deacon and priest in the Archdiocese of Thyateira and Great Britain.",
      "He has been parish priest of St Nicholas since 2012. With Presvytera Eleni and their three children he is a familiar face at the Greek school, the youth group and coffee after the Liturgy. Fr Andreas is always glad to meet anyone who would like to talk, to make their confession or to learn more about the Orthodox faith.",
    ],
  },
  archbishop: {
    name: "Archbishop Nikitas",
    title: "Archbishop of Thyateira and Great Britain",
    formalName: "His Eminence Archbishop Nikitas of Thyateira and Great Britain",
    photo: images.archbishop.src,
    photoAlt: "His Eminence Archbishop Nikitas of Thyateira and Great Britain",
    blurb: [
      "His Eminence Archbishop Nikitas is the Archbishop of Thyateira and Great Britain. He was elected by the Holy Synod of the Ecumenical Patriarchate of Constantinople in 2019.",
      "Our parish belongs to his Archdiocese. As our bishop he is commemorated at every Divine Liturgy celebrated in our church, and we pray for him and for his ministry.",
    ],
  },
  imageAlt: {
    heroChurch: "Illustration of a Byzantine-style church with domes at dusk",
    priest: "Fr Andreas Georgiou, parish priest",
    archbishop: "His Eminence Archbishop Nikitas of Thyateira and Great Britain",
    iconCross: "Orthodox cross",
    programmeHero: "Illustration of lit candles before an iconostasis",
    mapPreview: "Stylised street map with a pin marking the church",
  },
  home: {
    heroAlt: "Illustration of a Byzantine-style church with domes at dusk",
    heading: "Welcome to St Nicholas",
    paragraphs: [
      "Whether you have worshipped with us for years, have just moved to Enfield, or are simply curious about the Orthodox Church, you are welcome here. We are a parish of families with roots in Cyprus, Greece and many other places, and of people who have found a home in the Orthodox faith.",
      "Every Sunday we gather for Orthros and the Divine Liturgy, in Greek and English, and afterwards we share coffee and conversation in the church hall. Come as you are — we look forward to meeting you.",
    ],
    quickLinks: {
      services: {
        page: "programme",
        title: "Services",
        text: "Sunday Liturgy, feast days and the full programme of services.",
      },
      findUs: {
        page: "find-us",
        title: "Find us",
        text: "Our address, free parking and the nearest stations.",
      },
      sacraments: {
        page: "sacraments",
        title: "Sacraments",
        text: "How to arrange a baptism or a wedding.",
      },
      donate: {
        page: "donate",
        title: "Donate",
        text: "Help keep our church open for everyone.",
      },
    },
  },
  aboutUs: {
    heading: "About us",
    heroAlt: "Illustration of a Byzantine-style church with domes at dusk",
    paragraphs: [
      "St Nicholas was founded in 1976 by Greek Cypriot families who had made their homes in Enfield and longed for a church of their own nearby. For the first years the Divine Liturgy was celebrated in a rented hall; in 1984 the community bought the present building, which has gradually been adorned with icons in the Byzantine tradition.",
      "Today we are a parish of several hundred families — Cypriots and Greeks of the first generation, their children and grandchildren, and many who came to Orthodoxy later in life. We belong to the Archdiocese of Thyateira and Great Britain, under the Ecumenical Patriarchate of Constantinople.",
      "Parish life goes well beyond Sunday morning. Sunday school meets after Holy Communion; the Greek school teaches language, history and culture on Saturday mornings; the youth group meets twice a month for talks, outings and helping others; and the Philoptochos, our charitable ladies’ society, visits the sick and the lonely, supports families in need and organises our festivals and bazaars.",
    ],
    contactInvitation:
      "Whether you would like to sing in the choir, enrol a child in the Greek school, help the Philoptochos or simply find out more, please get in touch — we would be glad to hear from you.",
  },
  ourFaith: {
    heading: "Our faith",
    intro:
      "A short introduction to the Orthodox Christian faith for visitors, enquirers and anyone who would like to know more.",
    sections: [
      {
        heading: "The Orthodox Church",
        paragraphs: [
          "The Orthodox Church is the Church founded by our Lord Jesus Christ and carried throughout the world by His Apostles. For two thousand years she has kept “the faith which was once delivered unto the saints” (Jude 3), proclaimed by the Ecumenical Councils and lived by the saints. “Orthodox” means both “right belief” and “right glory”: for us, faith is lived above all in worship.",
          "Today the Orthodox Church is a family of self-governing churches sharing one faith and one tradition, among which the Ecumenical Patriarchate of Constantinople holds the first place of honour. Our parish belongs to its Archdiocese of Thyateira and Great Britain.",
        ],
      },
      {
        heading: "The Holy Trinity",
        paragraphs: [
          "We believe in one God, Father, Son and Holy Spirit: three Persons, one in essence and undivided. The Son of God became man for our salvation, incarnate of the Holy Spirit and the Virgin Mary, whom we honour as the Theotokos, the Mother of God. He was crucified, rose on the third day and ascended into heaven, and at Pentecost He sent the Holy Spirit upon the Apostles. We confess this faith in the Creed, said at every Divine Liturgy.",
          "The goal of the Christian life is union with God — theosis: becoming by grace what God is by nature. It is God’s gift, not our achievement, received in the life of the Church: in prayer and the sacraments, repentance and love for our neighbour.",
        ],
      },
      {
        heading: "Worship and the Divine Liturgy",
        paragraphs: [
          "At the heart of the Church’s life is the Divine Liturgy, celebrated on Sundays and feast days: usually the Liturgy of St John Chrysostom and, ten times a year, including the Sundays of Great Lent, that of St Basil the Great. In it we hear the Gospel, pray for the whole world and receive Holy Communion, the Body and Blood of Christ.",
          "The Liturgy is preceded by Orthros (Matins), and the Church’s day begins the evening before with Vespers. Our services are sung in Greek, with readings and prayers in English too.",
        ],
      },
      {
        heading: "The Sacraments (Holy Mysteries)",
        paragraphs: [
          "The Orthodox Church calls the sacraments “mysteries”, because in them God’s grace is given in a way beyond our understanding. In Baptism, by threefold immersion, we die and rise with Christ; in Chrismation, which follows at once, we receive “the seal of the gift of the Holy Spirit”. So infants, once baptised and chrismated, receive Holy Communion too.",
          "The Church also offers Confession, Holy Unction for the healing of soul and body, Marriage and Holy Orders. Holy Communion is received by Orthodox Christians who have prepared with prayer, fasting and confession, as their spiritual father advises. Visitors who are not Orthodox are warmly invited to receive the antidoron, the blessed bread given out at the end of the Liturgy.",
        ],
      },
      {
        heading: "The Church year, fasting and feasts",
        paragraphs: [
          "The Church’s year turns around Pascha, the Resurrection of Christ, the Feast of Feasts. Orthodox Pascha is reckoned by the Church’s ancient rule, so it often falls after the Western Easter. Around it stand the Twelve Great Feasts, among them Christmas, Theophany, the Annunciation and the Dormition of the Mother of God. Our Archdiocese keeps the fixed feasts by the revised calendar, so Christmas is celebrated on 25 December.",
          "The great feasts are prepared for by fasting: Great Lent, the Nativity and Dormition fasts, the Apostles’ Fast, and most Wednesdays and Fridays. Traditionally we fast from meat, dairy products and some other foods. Fasting is never only about food: it goes with prayer and almsgiving, and is adapted to each person’s health and circumstances with the guidance of a spiritual father.",
        ],
      },
      {
        heading: "Icons",
        paragraphs: [
          "Icons are holy images of Christ, the Mother of God, the saints and the events of the Gospel. Because the Son of God truly became man, He can be depicted; the Seventh Ecumenical Council (Nicaea, 787) affirmed the veneration of the holy icons. We honour icons, while worship belongs to God alone: as St Basil the Great wrote, the honour given to the image passes to its prototype.",
          "When we light a candle or kiss an icon, we greet the one it depicts: we pray to Christ, and we ask the Mother of God and the saints to pray for us.",
        ],
      },
      {
        heading: "Visiting us for the first time — what to expect",
        paragraphs: [
          "You are always welcome, and there is no need to let us know in advance. On Sundays the church opens at 8:30 am; Orthros is followed by the Divine Liturgy. Many people light a candle as they come in. Seats are available, though many stand for parts of the service.",
          "Please dress modestly. Nobody expects you to know what to do: simply watch, listen and pray as you are able. Afterwards, join us for coffee in the hall and say hello to the priest — we would love to meet you.",
        ],
      },
    ],
  },
  programme: {
    heading: "Programme of services",
    heroAlt: "Illustration of lit candles before an iconostasis",
    intro:
      "Services are held every Sunday and on the great feasts of the Church. Times can change around feast days and during Holy Week, so please check the programme before you come.",
  },
  calendar: {
    heading: "Church calendar",
    intro:
      "The feasts, saints and fasting days of the Orthodox Church year, together with the services in our parish.",
  },
  sacraments: {
    heading: "Sacraments",
    intro:
      "Baptisms and weddings are celebrated in our church throughout the year. Whatever you are planning, please contact the church office first — ideally at least three months ahead for a baptism and six months ahead for a wedding — so that the priest can meet you and guide you through everything that is needed.",
    sections: [
      {
        heading: "Baptism",
        paragraphs: [
          "In the Orthodox Church a child is baptised by threefold immersion and is chrismated in the same service; from then on the child receives Holy Communion. Baptisms usually take place on Saturdays or on Sunday afternoons.",
          "Every child needs a godparent (nonos or nona), who says the Creed on the child’s behalf and promises to help bring the child up in the faith. The godparent must be an Orthodox Christian in good standing: baptised in the Orthodox Church, taking part in its life and, if married, married in the Orthodox Church. We will ask the godparent for a letter from his or her own parish priest confirming this.",
          "Please bring the child’s full birth certificate and, if the parents are married, their marriage certificate. The office will give you a short form to complete and a list of what the godparent traditionally provides: the baptismal candle, olive oil, towels, the white clothes and a small cross.",
        ],
      },
      {
        heading: "Becoming Orthodox: adult Baptism and Chrismation",
        paragraphs: [
          "Adults who wish to join the Orthodox Church are warmly welcome. After a period of instruction (catechism) with the priest, they are received by Baptism or — if they have already been baptised in the name of the Holy Trinity in another Christian tradition — usually by Chrismation. Please speak to the priest: there is no fixed timetable, and the catechism is arranged around you.",
        ],
      },
      {
        heading: "Weddings",
        paragraphs: [
          "An Orthodox wedding can take place when at least one of the couple is an Orthodox Christian. The other partner must be a Christian baptised in the name of the Holy Trinity; the priest will talk with you both about what this means for your life together. The koumbaros or koumbara, the sponsor who exchanges the rings and the crowns, must also be an Orthodox Christian in good standing.",
          "For the Church you will need your baptism certificates and, for each Orthodox partner, a certificate of freedom to marry, issued through the Archdiocese. If you were baptised or have lived in Greece or Cyprus, the office will tell you which certificate is needed from there. If either of you has been married before, please bring the civil divorce decree and, where the earlier marriage was Orthodox, the ecclesiastical divorce. When everything is in order, the priest applies to the Archdiocese for the permit to celebrate your wedding.",
          "In England a wedding must also meet the civil requirements. Both of you must give notice of marriage in person at your local register office at least 29 days before the wedding; notice is valid for 12 months, and extra rules apply if either of you is not a British or Irish citizen. The marriage is then registered through the Archdiocese’s marriage registration arrangements: the office will explain exactly what to bring, and whether a registrar needs to attend or a separate civil ceremony is required.",
        ],
      },
      {
        heading: "Dates and the church calendar",
        paragraphs: [
          "All dates depend on the church calendar and on the priest’s availability. Weddings are not celebrated during Great Lent and Holy Week, from 1 to 15 August, from 12 to 25 December, on 5 and 6 January (Theophany), or on the fast days of 29 August and 14 September. Baptisms are not celebrated during Holy Week or from Christmas Eve to Theophany (24 December to 6 January).",
          "Please agree the date with the office before you book a reception venue or send out invitations.",
        ],
      },
      {
        heading: "Requesting a date online",
        paragraphs: [
          "If you have an account on this website, you can fill in the baptism or wedding form and request a date online. A request is not yet a booking: the church office checks the calendar and the details you have given, and then contacts you to confirm the date or to suggest another one.",
        ],
      },
      {
        heading: "Funerals, memorials and blessings",
        paragraphs: [
          "For funerals, memorial services (mnemosyna), house blessings and other services, please call the church office. The priest is always ready to help, especially at difficult times.",
        ],
      },
    ],
    callOffice: "Call the church office",
    emailOffice: "E-mail the church office",
  },
  donate: {
    heading: "Support our church",
    intro: [
      "Our church is kept going entirely by the generosity of its parishioners and friends. Your gifts keep the church open and warm, support the priest, the Sunday school and the Greek school, and help the Philoptochos care for people in need.",
      "You can give in church on Sundays, or by bank transfer to the account below. Please use your name and the word “Donation” as the reference, so that we can thank you.",
    ],
    reference: "Your name + Donation",
    giftAid: {
      heading: "Gift Aid",
      paragraphs: [
        "If you are a UK taxpayer, Gift Aid lets the church claim an extra 25p from HMRC for every £1 you give, at no cost to you. Please ask the office for a Gift Aid declaration form, and let us know if your name, address or tax position changes.",
        "You must pay at least as much Income Tax or Capital Gains Tax in the tax year as the church will claim on all your donations.",
      ],
    },
  },
  findUs: {
    heading: "Find us",
    intro: `You will find us at ${ADDRESS_ONE_LINE}, with free parking at the church and two stations within walking distance.`,
    mapAlt: "Stylised street map with a pin marking the church",
    mapNote:
      "The interactive map comes from OpenStreetMap and loads only when you choose to show it; until then nothing is sent to OpenStreetMap.",
  },
  contactUs: {
    heading: "Contact us",
    intro:
      "For baptisms, weddings, memorials or any other question, please contact the church office. We usually reply within a few days.",
  },
  privacy: {
    heading: "Privacy notice",
    lastUpdated: PRIVACY_UPDATED,
    lastUpdatedText: "Saturday 21 November 2026",
    intro: `This notice explains how ${EN_NAME_INLINE} uses personal information when you visit this website, create an account, ask us to arrange a sacrament or send us a message. We collect as little as we can, and we use it only to serve you and the life of the parish.`,
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `The controller of your personal data is ${EN_NAME_INLINE}, ${ADDRESS_ONE_LINE}, a parish of the Archdiocese of Thyateira and Great Britain. For anything about your personal data, write to ${EMAIL} or to the address above, marked “Data protection”.`,
        ],
      },
      {
        heading: "What we keep",
        paragraphs: [
          "Your account: your name, e-mail address and preferred language, and your password, which we store only as a secure hash — nobody, including us, can read it.",
          "Sacrament requests: the details you give on the baptism and wedding forms, such as the child’s names and date of birth, the parents’ names and contact details, the godparents’ or koumbaros’s names and contact details, and the dates and documents discussed with the office.",
          "Messages you send us through the contact form: your name, e-mail address and message.",
          "Technical logs: when you use the website, our server records the date and time, the page requested and your IP address, so that we can keep the site secure and working.",
        ],
      },
      {
        heading: "Why we use it, and our lawful basis",
        paragraphs: [
          "To provide your account and to arrange the sacraments you ask for, because you have asked us to (UK GDPR Article 6(1)(b)).",
          "To keep the parish sacrament register, as the Church requires of every parish, and to register marriages, as the law requires: our legitimate interests (Article 6(1)(f)) and, for marriage registration, a legal obligation (Article 6(1)(c)).",
          "Details of a sacrament reveal religious belief, which is special category data. We handle it as a not-for-profit religious body, in the course of our legitimate activities, only about people in regular contact with the parish, and we do not share it outside the Church without your consent (Article 9(2)(d)).",
          "To answer your messages and to keep the website secure: our legitimate interests (Article 6(1)(f)).",
          "We never sell your information, use it for advertising or make automated decisions about you.",
        ],
      },
      {
        heading: "Children’s information",
        paragraphs: [
          "A baptism request usually includes information about a child. It is given by a parent or guardian, used only to arrange the baptism and to record it in the register, and protected in the same way as all other information.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "Accounts: until you delete your account.",
          "Requests that are declined or cancelled: deleted 12 months after the decision or cancellation.",
          "Confirmed sacraments: recorded permanently in the parish sacrament register, as the Church and the law require.",
          "Contact messages: 12 months.",
          "Technical logs: no longer than 30 days, unless we need them to look into a security problem.",
        ],
      },
      {
        heading: "Who sees it",
        paragraphs: [
          "Only the church office — the priest and the people who help him arrange the sacraments — can see your requests and messages.",
          "We use an e-mail provider to send you messages such as confirmations, and a hosting provider that runs this website; they handle data only on our instructions, under contract. Where a wedding requires it, we send the necessary details to the Archdiocese and to the register office, as the Church and the law require. We share nothing else with anyone.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "Access: you can download a copy of your data at any time from your profile, or ask the office for it.",
          "Rectification: you can correct your details in your profile, or ask us to correct them.",
          "Erasure: you can delete your account from your profile. This deletes your account and your personal data, except the records of sacraments that have already taken place, which remain in the parish register that the Church keeps permanently.",
          "You can also object to or ask us to restrict how we use your data. We reply to every request within one month.",
          "If you are unhappy with how we have handled your data, please tell us first. You also have the right to complain to the Information Commissioner’s Office (ICO): ico.org.uk, telephone 0303 123 1113.",
        ],
      },
      {
        heading: "Cookies and the map",
        paragraphs: [
          "We use only two cookies, both strictly necessary: a session cookie that keeps you signed in, and a security cookie that protects our forms against misuse. We use no analytics, advertising or tracking cookies, so there is nothing to consent to.",
          "The map on the “Find us” page is loaded from OpenStreetMap only when you ask to see it. Until then nothing is sent to OpenStreetMap; once it loads, OpenStreetMap receives your IP address, as any website you visit would.",
        ],
      },
      {
        heading: "Contact and changes",
        paragraphs: [
          `For any question about this notice or your data, e-mail ${EMAIL} or call ${PHONE.display}. We may update this notice from time to time; the date at the top shows when it last changed.`,
        ],
      },
    ],
  },
  seo: {
    home: {
      title: EN_NAME,
      description:
        "St Nicholas Greek Orthodox parish in Enfield, north London. Sunday Divine Liturgy in Greek and English — everyone is welcome.",
    },
    "about-us": {
      title: "About us",
      description:
        "The story and community of St Nicholas Greek Orthodox Church, Enfield: our priest, Sunday school, Greek school, youth and Philoptochos.",
    },
    "our-faith": {
      title: "Our faith",
      description:
        "An introduction to the Orthodox Christian faith: the Holy Trinity, the Divine Liturgy, the sacraments, icons, fasting and feasts.",
    },
    programme: {
      title: "Programme of services",
      description:
        "Times of Orthros, the Divine Liturgy, Vespers and feast-day services at St Nicholas Greek Orthodox Church, Enfield.",
    },
    calendar: {
      title: "Church calendar",
      description:
        "The Orthodox church calendar: feasts, saints of the day and fasting periods, with the services of our parish in Enfield.",
    },
    sacraments: {
      title: "Sacraments",
      description:
        "How to arrange a baptism, chrismation or wedding at St Nicholas, Enfield: godparents, koumbaros, documents and dates.",
    },
    donate: {
      title: "Donate",
      description:
        "Support St Nicholas Greek Orthodox Church in Enfield by bank transfer or in church. UK taxpayers can add Gift Aid.",
    },
    "find-us": {
      title: "Find us",
      description:
        "Directions to St Nicholas Greek Orthodox Church, Enfield: free parking, 0.8 miles from Southbury and 1 mile from Brimsdown station.",
    },
    "contact-us": {
      title: "Contact us",
      description:
        "Contact the office of St Nicholas Greek Orthodox Church, Enfield, about services, baptisms, weddings or any other question.",
    },
    privacy: {
      title: "Privacy notice",
      description:
        "How St Nicholas Greek Orthodox Church in Enfield collects, uses and protects your personal data under UK GDPR, and your rights.",
    },
  },
};
