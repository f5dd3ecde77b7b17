import {
  ADDRESS_LINES,
  ADDRESS_ONE_LINE,
  BANK,
  EMAIL,
  GEO,
  images,
  PARISH_NAMES,
  type ParishContent,
  PHONE,
  POSTCODE,
  SUNDAY_HOURS,
  TOWN,
} from "./parish-shared.ts";

// ---------------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------------

export const content: ParishContent = {
  sample: true,
  sampleNotice: "Sample parish details for demonstration — replace before going live.",
  lang: "en",
  locale: "en-GB",
  parish: {
    name: PARISH_NAMES.en.name,
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
  programme: {
    heading: "Programme of services",
    heroAlt: "Illustration of lit candles before an iconostasis",
    intro:
      "Services are held every Sunday and on the great feasts of the Church. Times can change around feast days and during Holy Week, so please check the programme before you come.",
  },
  calendar: {
    heading: "Church calendar",
    intro:
      "The great feasts, saints and fasting periods of the Orthodox Church year, together with the services in our parish.",
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
  officeLinks: {
    call: "Call the church office",
    email: "E-mail the church office",
  },
  seo: {
    home: {
      title: PARISH_NAMES.en.name,
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
        "The Orthodox church calendar: great feasts, saints and fasting periods, with the services of our parish in Enfield.",
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
