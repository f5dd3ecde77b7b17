/**
 * Parish-specific content shown on the public pages, one object per language.
 *
 * SAMPLE DATA: everything listed in `sampleFields` below (name, address, phone, e-mail, bank details,
 * priest, parish history, …) is invented for demonstration. A parish replaces it here before going
 * live and then sets `sample: false` in both languages, which hides the footer notice.
 * Archbishop Nikitas and the Archdiocese of Thyateira and Great Britain are real, public facts.
 *
 * Shared facts (e-mail, phone, address, bank) are defined once below and reused by both languages.
 */

export type Lang = "en" | "el";

/** The public information pages (same slugs as `publicPages` in contracts/paths.ts). */
export type PageKey =
  | "home"
  | "about-us"
  | "our-faith"
  | "programme"
  | "calendar"
  | "sacraments"
  | "donate"
  | "find-us"
  | "contact-us"
  | "privacy";

export type ImageKey = "heroChurch" | "priest" | "archbishop" | "iconCross" | "programmeHero" | "mapPreview";

export type ImageInfo = {
  /** Path under web/public, usable directly as <img src>. */
  src: string;
  /** Intrinsic size in CSS pixels, for the width and height attributes. */
  width: number;
  height: number;
};

export type Section = {
  heading: string;
  paragraphs: string[];
};

export type QuickLink = {
  page: PageKey;
  title: string;
  text: string;
};

export type Person = {
  /** Short name for headings, e.g. "Fr Andreas Georgiou". */
  name: string;
  /** Role shown under the name, e.g. "Parish priest". */
  title: string;
  /** Formal style, e.g. "His Eminence Archbishop Nikitas of Thyateira and Great Britain". */
  formalName: string;
  photo: string;
  photoAlt: string;
};

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type ParishContent = {
  /** True while the parish facts below are demonstration data; the footer then shows `sampleNotice`. */
  sample: boolean;
  sampleNotice: string;
  lang: Lang;
  /** BCP 47 tag for <html lang> and Intl formatting. */
  locale: "en-GB" | "el";
  parish: {
    name: string;
    shortName: string;
    archdiocese: string;
    address: {
      /** Street lines, without town and postcode (kept in Latin script in both languages, for post). */
      lines: string[];
      town: string;
      postcode: string;
      country: string;
      countryCode: "GB";
    };
    phone: {
      /** National format for display, e.g. "020 7946 0123". */
      display: string;
      /** International format for display, e.g. "+44 20 7946 0123". */
      international: string;
      /** Value for an <a href>, e.g. "tel:+442079460123". */
      href: string;
    };
    email: string;
    geo: { lat: number; lon: number };
    directions: {
      summary: string;
      parking: string;
      stations: {
        name: string;
        network: string;
        distanceMiles: number;
        walkMinutes: number;
        text: string;
      }[];
    };
    opening: {
      summary: string;
      /** Regular opening hours, 24-hour "HH:MM" London time (for display and schema.org). */
      hours: { dayOfWeek: DayOfWeek; opens: string; closes: string }[];
      note: string;
    };
  };
  bank: {
    accountName: string;
    bankName: string;
    /** 8 digits. */
    accountNumber: string;
    /** "00-00-00" form. */
    sortCode: string;
    branch: string;
  };
  priest: Person & { bio: string[] };
  archbishop: Person & { blurb: string[] };
  /** Alt text for every illustration (use "" where an image is purely decorative next to a caption). */
  imageAlt: Record<ImageKey, string>;
  home: {
    heroAlt: string;
    heading: string;
    paragraphs: string[];
    quickLinks: {
      services: QuickLink;
      findUs: QuickLink;
      sacraments: QuickLink;
      donate: QuickLink;
    };
  };
  aboutUs: {
    heading: string;
    heroAlt: string;
    paragraphs: string[];
    contactInvitation: string;
  };
  ourFaith: {
    heading: string;
    intro: string;
    sections: Section[];
  };
  programme: {
    heading: string;
    heroAlt: string;
    intro: string;
  };
  calendar: {
    heading: string;
    intro: string;
  };
  sacraments: {
    heading: string;
    intro: string;
    sections: Section[];
    /** Labels for the obfuscated contact links (phone number / e-mail revealed on click). */
    callOffice: string;
    emailOffice: string;
  };
  donate: {
    heading: string;
    intro: string[];
    /** Suggested payment reference. */
    reference: string;
    giftAid: Section;
  };
  findUs: {
    heading: string;
    intro: string;
    mapAlt: string;
    mapNote: string;
  };
  contactUs: {
    heading: string;
    intro: string;
  };
  privacy: {
    heading: string;
    /** ISO date (YYYY-MM-DD) the notice was last changed. */
    lastUpdated: string;
    intro: string;
    sections: Section[];
  };
  seo: Record<PageKey, { title: string; description: string }>;
};

/** Illustrations in web/public/images with their intrinsic sizes (same in both languages). */
export const images: Record<ImageKey, ImageInfo> = {
  heroChurch: { src: "/images/hero-church.svg", width: 1600, height: 600 },
  priest: { src: "/images/priest.svg", width: 400, height: 400 },
  archbishop: { src: "/images/archbishop.svg", width: 400, height: 400 },
  iconCross: { src: "/images/icon-cross.svg", width: 64, height: 64 },
  programmeHero: { src: "/images/programme-hero.svg", width: 1600, height: 500 },
  mapPreview: { src: "/images/map-preview.svg", width: 800, height: 450 },
};

/**
 * Paths (in ParishContent) that hold SAMPLE data and must be replaced before going live.
 * Everything not listed is written to be usable as it is (but please read it through).
 */
export const sampleFields = [
  "parish.name",
  "parish.shortName",
  "parish.address",
  "parish.phone",
  "parish.email",
  "parish.geo",
  "parish.directions (distances follow the sample location)",
  "parish.opening",
  "bank",
  "priest (name, bio, photo)",
  "archbishop.photo (placeholder image; use an official photograph)",
  "home.heading (parish name)",
  "aboutUs.paragraphs (founding dates, size of the parish, groups and meeting days)",
  "ourFaith (languages of the services)",
  "sacraments.intro (notice periods) and baptism days",
  "donate.giftAid (only if the parish is a charity registered with HMRC for Gift Aid)",
  "privacy (controller name and address, log retention period, hosting and e-mail providers)",
  "seo (parish name)",
] as const;

// ---------------------------------------------------------------------------------------------------
// Shared facts — SAMPLE. Replace these first.
// ---------------------------------------------------------------------------------------------------

/** SAMPLE: example.org is a reserved demonstration domain. */
const EMAIL = "office@example.org";

/** SAMPLE: 020 7946 0xxx is Ofcom's range reserved for fiction, so the number can never reach anyone. */
const PHONE = {
  display: "020 7946 0123",
  international: "+44 20 7946 0123",
  href: "tel:+442079460123",
};

/** SAMPLE address in Enfield EN3. */
const ADDRESS_LINES = ["St Nicholas Church", "12 Example Road"];
const TOWN = "Enfield";
const POSTCODE = "EN3 7ZZ";
const ADDRESS_ONE_LINE = `${ADDRESS_LINES.join(", ")}, ${TOWN} ${POSTCODE}`;

/** SAMPLE map position (between Southbury and Brimsdown stations). */
const GEO = { lat: 51.65, lon: -0.04 };

/** SAMPLE bank details. */
const BANK = {
  accountName: "St Nicholas Greek Orthodox Church Enfield",
  bankName: "Example Bank plc",
  accountNumber: "12345678",
  sortCode: "00-00-00",
  branch: "Enfield Town",
};

const SUNDAY_HOURS: ParishContent["parish"]["opening"]["hours"] = [
  { dayOfWeek: "Sunday", opens: "08:30", closes: "12:00" },
];

const PRIVACY_UPDATED = "2026-11-21";

// ---------------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------------

const EN_NAME = "St Nicholas Greek Orthodox Church, Enfield";
/** The name as it reads inside a sentence. */
const EN_NAME_INLINE = "St Nicholas Greek Orthodox Church in Enfield";

const en: ParishContent = {
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

// ---------------------------------------------------------------------------------------------------
// Ελληνικά
// ---------------------------------------------------------------------------------------------------

const EL_NAME = "Ιερός Ναός Αγίου Νικολάου, Ένφιλντ";
/** The name as it reads inside a sentence. */
const EL_NAME_INLINE = "Ιερός Ναός Αγίου Νικολάου στο Ένφιλντ";

const el: ParishContent = {
  sample: true,
  sampleNotice:
    "Ενδεικτικά στοιχεία ενορίας για σκοπούς επίδειξης — αντικαταστήστε τα πριν από τη δημοσίευση.",
  lang: "el",
  locale: "el",
  parish: {
    name: EL_NAME,
    shortName: "Άγιος Νικόλαος Ένφιλντ",
    archdiocese: "Ιερά Αρχιεπισκοπή Θυατείρων και Μεγάλης Βρετανίας (Οικουμενικό Πατριαρχείο)",
    address: {
      lines: ADDRESS_LINES,
      town: TOWN,
      postcode: POSTCODE,
      country: "Ηνωμένο Βασίλειο",
      countryCode: "GB",
    },
    phone: PHONE,
    email: EMAIL,
    geo: GEO,
    directions: {
      summary:
        "Βρισκόμαστε στο Ένφιλντ, στο βόρειο Λονδίνο, σε απόσταση περιπάτου από τους σταθμούς Southbury και Brimsdown. Υπάρχει δωρεάν χώρος στάθμευσης στον ναό.",
      parking: "Δωρεάν στάθμευση στον χώρο του ναού.",
      stations: [
        {
          name: "Southbury",
          network: "London Overground (γραμμή Weaver)",
          distanceMiles: 0.8,
          walkMinutes: 15,
          text: "Ο σταθμός Southbury (London Overground) απέχει 0,8 μίλια — περίπου 15 λεπτά με τα πόδια.",
        },
        {
          name: "Brimsdown",
          network: "National Rail (Greater Anglia)",
          distanceMiles: 1,
          walkMinutes: 20,
          text: "Ο σιδηροδρομικός σταθμός Brimsdown (National Rail) απέχει 1 μίλι — περίπου 20 λεπτά με τα πόδια.",
        },
      ],
    },
    opening: {
      summary:
        "Ο ναός είναι ανοιχτός κάθε Κυριακή από τις 8:30 π.μ. έως τις 12:00 το μεσημέρι, καθώς και στις υπόλοιπες ακολουθίες του προγράμματος.",
      hours: SUNDAY_HOURS,
      note: "Στις μεγάλες εορτές και τη Μεγάλη Εβδομάδα ο ναός είναι επίσης ανοιχτός στις ακολουθίες που αναφέρονται στο πρόγραμμα.",
    },
  },
  bank: BANK,
  priest: {
    name: "π. Ανδρέας Γεωργίου",
    title: "Εφημέριος",
    formalName: "Ο Αιδεσιμολογιώτατος Πρεσβύτερος π. Ανδρέας Γεωργίου",
    photo: images.priest.src,
    photoAlt: "Ο π. Ανδρέας Γεωργίου, εφημέριος του ναού",
    bio: [
      "Ο π. Ανδρέας γεννήθηκε και μεγάλωσε στο βόρειο Λονδίνο, όπου από μικρό παιδί βοηθούσε στο Ιερό Βήμα της ενορίας του. Σπούδασε Θεολογία στο Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης και χειροτονήθηκε διάκονος και πρεσβύτερος στην Ιερά Αρχιεπισκοπή Θυατείρων και Μεγάλης Βρετανίας.",
      "Από το 2012 είναι εφημέριος του Αγίου Νικολάου. Μαζί με την πρεσβυτέρα Ελένη και τα τρία παιδιά τους είναι οικεία παρουσία στο ελληνικό σχολείο, στη νεολαία και στον καφέ μετά τη Θεία Λειτουργία. Ο π. Ανδρέας είναι πάντα πρόθυμος να συναντήσει όποιον θέλει να συζητήσει, να εξομολογηθεί ή να γνωρίσει καλύτερα την Ορθόδοξη πίστη.",
    ],
  },
  archbishop: {
    name: "Αρχιεπίσκοπος Νικήτας",
    title: "Αρχιεπίσκοπος Θυατείρων και Μεγάλης Βρετανίας",
    formalName: "Ο Σεβασμιώτατος Αρχιεπίσκοπος Θυατείρων και Μεγάλης Βρετανίας κ. Νικήτας",
    photo: images.archbishop.src,
    photoAlt: "Ο Σεβασμιώτατος Αρχιεπίσκοπος Θυατείρων και Μεγάλης Βρετανίας κ. Νικήτας",
    blurb: [
      "Ο Σεβασμιώτατος Αρχιεπίσκοπος Θυατείρων και Μεγάλης Βρετανίας κ. Νικήτας εξελέγη το 2019 από την Αγία και Ιερά Σύνοδο του Οικουμενικού Πατριαρχείου Κωνσταντινουπόλεως.",
      "Η ενορία μας ανήκει στην Ιερά Αρχιεπισκοπή του. Ως επίσκοπός μας μνημονεύεται σε κάθε Θεία Λειτουργία που τελείται στον ναό μας, και προσευχόμαστε για τον ίδιο και για τη διακονία του.",
    ],
  },
  imageAlt: {
    heroChurch: "Εικονογράφηση βυζαντινού ναού με τρούλους το σούρουπο",
    priest: "Ο π. Ανδρέας Γεωργίου, εφημέριος του ναού",
    archbishop: "Ο Σεβασμιώτατος Αρχιεπίσκοπος Θυατείρων και Μεγάλης Βρετανίας κ. Νικήτας",
    iconCross: "Ορθόδοξος σταυρός",
    programmeHero: "Εικονογράφηση αναμμένων κεριών μπροστά σε τέμπλο",
    mapPreview: "Σχηματικός χάρτης με σημάδι στη θέση του ναού",
  },
  home: {
    heroAlt: "Εικονογράφηση βυζαντινού ναού με τρούλους το σούρουπο",
    heading: "Καλώς ήρθατε στον Άγιο Νικόλαο",
    paragraphs: [
      "Είτε εκκλησιάζεστε μαζί μας χρόνια, είτε ήρθατε πρόσφατα στο Ένφιλντ, είτε απλώς θέλετε να γνωρίσετε την Ορθόδοξη Εκκλησία, εδώ θα είστε πάντα ευπρόσδεκτοι. Η ενορία μας είναι μια οικογένεια ανθρώπων με ρίζες από την Κύπρο, την Ελλάδα και πολλά άλλα μέρη, αλλά και ανθρώπων που βρήκαν το σπίτι τους στην Ορθόδοξη πίστη.",
      "Κάθε Κυριακή συγκεντρωνόμαστε για τον Όρθρο και τη Θεία Λειτουργία, στα ελληνικά και στα αγγλικά, και μετά τα λέμε με έναν καφέ στην αίθουσα της εκκλησίας. Ελάτε όπως είστε — θα χαρούμε πολύ να σας γνωρίσουμε.",
    ],
    quickLinks: {
      services: {
        page: "programme",
        title: "Ακολουθίες",
        text: "Κυριακάτικη Θεία Λειτουργία, εορτές και το πλήρες πρόγραμμα ακολουθιών.",
      },
      findUs: {
        page: "find-us",
        title: "Πώς θα μας βρείτε",
        text: "Διεύθυνση, δωρεάν στάθμευση και οι κοντινότεροι σταθμοί.",
      },
      sacraments: {
        page: "sacraments",
        title: "Μυστήρια",
        text: "Πώς να κανονίσετε Βάπτιση ή Γάμο στον ναό μας.",
      },
      donate: {
        page: "donate",
        title: "Δωρεές",
        text: "Βοηθήστε να μείνει ο ναός μας ανοιχτός για όλους.",
      },
    },
  },
  aboutUs: {
    heading: "Η ενορία μας",
    heroAlt: "Εικονογράφηση βυζαντινού ναού με τρούλους το σούρουπο",
    paragraphs: [
      "Η ενορία του Αγίου Νικολάου ιδρύθηκε το 1976 από ελληνοκυπριακές οικογένειες που είχαν εγκατασταθεί στο Ένφιλντ και ποθούσαν μια δική τους εκκλησία κοντά στο σπίτι τους. Τα πρώτα χρόνια η Θεία Λειτουργία τελούνταν σε νοικιασμένη αίθουσα· το 1984 η κοινότητα αγόρασε το σημερινό κτίριο, το οποίο σιγά σιγά κοσμήθηκε με εικόνες βυζαντινής τεχνοτροπίας.",
      "Σήμερα η ενορία μας αριθμεί αρκετές εκατοντάδες οικογένειες: Κύπριους και Έλληνες της πρώτης γενιάς, τα παιδιά και τα εγγόνια τους, αλλά και πολλούς που γνώρισαν την Ορθοδοξία αργότερα στη ζωή τους. Ανήκουμε στην Ιερά Αρχιεπισκοπή Θυατείρων και Μεγάλης Βρετανίας του Οικουμενικού Πατριαρχείου Κωνσταντινουπόλεως.",
      "Η ζωή της ενορίας δεν περιορίζεται στην Κυριακή το πρωί. Το κατηχητικό συγκεντρώνεται μετά τη Θεία Κοινωνία· το ελληνικό σχολείο διδάσκει γλώσσα, ιστορία και πολιτισμό κάθε Σάββατο πρωί· η νεολαία μας συναντιέται δύο φορές τον μήνα για συζητήσεις, εκδρομές και εθελοντική προσφορά· και η Φιλόπτωχος Αδελφότης Κυριών επισκέπτεται τους ασθενείς και τους μοναχικούς, στηρίζει οικογένειες που δοκιμάζονται και οργανώνει τα πανηγύρια και τα παζάρια μας.",
    ],
    contactInvitation:
      "Αν θέλετε να ψάλλετε στη χορωδία, να γράψετε το παιδί σας στο ελληνικό σχολείο, να βοηθήσετε τη Φιλόπτωχο ή απλώς να μάθετε περισσότερα, επικοινωνήστε μαζί μας — θα χαρούμε πολύ να σας ακούσουμε.",
  },
  ourFaith: {
    heading: "Η πίστη μας",
    intro:
      "Μια σύντομη εισαγωγή στην Ορθόδοξη χριστιανική πίστη για επισκέπτες, για όσους αναζητούν και για όποιον θέλει να μάθει περισσότερα.",
    sections: [
      {
        heading: "Η Ορθόδοξη Εκκλησία",
        paragraphs: [
          "Η Ορθόδοξη Εκκλησία είναι η Εκκλησία που ίδρυσε ο Κύριός μας Ιησούς Χριστός και που οι Απόστολοι μετέφεραν σε όλο τον κόσμο. Εδώ και δύο χιλιάδες χρόνια διαφυλάσσει «την άπαξ παραδοθείσαν τοις αγίοις πίστιν» (Ιούδα 3), όπως τη διατύπωσαν οι Οικουμενικές Σύνοδοι και τη βίωσαν οι άγιοι. «Ορθοδοξία» σημαίνει τόσο ορθή πίστη όσο και ορθή δοξολογία· η πίστη μας ζει και εκφράζεται πρώτα απ’ όλα στη λατρεία.",
          "Σήμερα η Ορθόδοξη Εκκλησία αποτελείται από αυτοκέφαλες τοπικές Εκκλησίες με κοινή πίστη και κοινή παράδοση, ανάμεσα στις οποίες πρώτο στην τάξη τιμής είναι το Οικουμενικό Πατριαρχείο Κωνσταντινουπόλεως. Σε αυτό υπάγεται η Ιερά Αρχιεπισκοπή Θυατείρων και Μεγάλης Βρετανίας, στην οποία ανήκει η ενορία μας.",
        ],
      },
      {
        heading: "Η Αγία Τριάδα",
        paragraphs: [
          "Πιστεύουμε σε έναν Θεό, Πατέρα, Υιό και Άγιο Πνεύμα, Τριάδα ομοούσια και αδιαίρετη. Ο Υιός του Θεού έγινε άνθρωπος για τη σωτηρία μας, σαρκωμένος εκ Πνεύματος Αγίου και Μαρίας της Παρθένου, την οποία τιμούμε ως Θεοτόκο. Σταυρώθηκε, αναστήθηκε την τρίτη ημέρα, αναλήφθηκε στους ουρανούς και την Πεντηκοστή έστειλε το Άγιο Πνεύμα στους Αποστόλους. Την πίστη αυτή ομολογούμε με το Σύμβολο της Πίστεως, το «Πιστεύω», σε κάθε Θεία Λειτουργία.",
          "Σκοπός της χριστιανικής ζωής είναι η θέωση: να γίνει ο άνθρωπος κατά χάριν ό,τι ο Θεός είναι κατά φύσιν. Είναι δωρεά του Θεού και όχι δικό μας κατόρθωμα, και τη λαμβάνουμε μέσα στη ζωή της Εκκλησίας: με την προσευχή και τα Ιερά Μυστήρια, με τη μετάνοια και με την αγάπη προς τον πλησίον.",
        ],
      },
      {
        heading: "Η λατρεία και η Θεία Λειτουργία",
        paragraphs: [
          "Κέντρο της ζωής της Εκκλησίας είναι η Θεία Λειτουργία, που τελείται τις Κυριακές και τις εορτές: συνήθως η Θεία Λειτουργία του Αγίου Ιωάννου του Χρυσοστόμου και δέκα φορές τον χρόνο, ανάμεσά τους τις Κυριακές της Μεγάλης Τεσσαρακοστής, του Μεγάλου Βασιλείου. Σε αυτήν ακούμε το Ευαγγέλιο, προσευχόμαστε για όλο τον κόσμο και μεταλαμβάνουμε το Σώμα και το Αίμα του Χριστού.",
          "Πριν από τη Θεία Λειτουργία ψάλλεται ο Όρθρος, ενώ η λειτουργική ημέρα αρχίζει από το προηγούμενο βράδυ με τον Εσπερινό. Οι ακολουθίες μας τελούνται στα ελληνικά, με αναγνώσματα και ευχές και στα αγγλικά.",
        ],
      },
      {
        heading: "Τα Ιερά Μυστήρια",
        paragraphs: [
          "Η Εκκλησία μας ονομάζει «μυστήρια» τις ιερές πράξεις μέσα από τις οποίες μας δίνεται η χάρη του Θεού με τρόπο που ξεπερνά την ανθρώπινη κατανόηση. Με τη Βάπτιση, με τις τρεις καταδύσεις, πεθαίνουμε και ανασταινόμαστε μαζί με τον Χριστό· με το Χρίσμα, που ακολουθεί αμέσως, λαμβάνουμε τη «σφραγίδα δωρεάς Πνεύματος Αγίου». Γι’ αυτό και τα νήπια, μόλις βαπτιστούν και χρισθούν, κοινωνούν των Αχράντων Μυστηρίων.",
          "Η Εκκλησία μάς προσφέρει επίσης την Εξομολόγηση, το Ευχέλαιο για τη θεραπεία ψυχής και σώματος, τον Γάμο και την Ιερωσύνη. Στη Θεία Κοινωνία προσέρχονται οι Ορθόδοξοι Χριστιανοί που έχουν προετοιμαστεί με προσευχή, νηστεία και εξομολόγηση, κατά τις οδηγίες του πνευματικού τους. Οι επισκέπτες που δεν είναι Ορθόδοξοι είναι ευπρόσδεκτοι να πάρουν αντίδωρο, τον ευλογημένο άρτο που μοιράζεται στο τέλος της Θείας Λειτουργίας.",
        ],
      },
      {
        heading: "Το εκκλησιαστικό έτος, οι νηστείες και οι εορτές",
        paragraphs: [
          "Κέντρο του εκκλησιαστικού έτους είναι το Πάσχα, η Ανάσταση του Χριστού, η «εορτή των εορτών». Το Ορθόδοξο Πάσχα υπολογίζεται σύμφωνα με τον αρχαίο κανόνα της Εκκλησίας και γι’ αυτό συχνά εορτάζεται αργότερα από το Πάσχα των δυτικών Χριστιανών. Γύρω του βρίσκονται οι Δεσποτικές και Θεομητορικές εορτές, όπως τα Χριστούγεννα, τα Θεοφάνεια, ο Ευαγγελισμός και η Κοίμηση της Θεοτόκου. Η Αρχιεπισκοπή μας ακολουθεί το διορθωμένο ημερολόγιο για τις ακίνητες εορτές, έτσι τα Χριστούγεννα εορτάζονται στις 25 Δεκεμβρίου.",
          "Οι μεγάλες εορτές προετοιμάζονται με νηστεία: τη Μεγάλη Τεσσαρακοστή, τις νηστείες των Χριστουγέννων, του Δεκαπενταύγουστου και των Αγίων Αποστόλων, καθώς και τις περισσότερες Τετάρτες και Παρασκευές. Κατά την παράδοση νηστεύουμε από κρέας, γαλακτοκομικά και ορισμένες άλλες τροφές. Η νηστεία όμως δεν αφορά μόνο το φαγητό· συνοδεύεται από προσευχή και ελεημοσύνη και προσαρμόζεται στην υγεία και τις συνθήκες του καθενός, με τη συμβουλή του πνευματικού του.",
        ],
      },
      {
        heading: "Οι άγιες εικόνες",
        paragraphs: [
          "Οι άγιες εικόνες απεικονίζουν τον Χριστό, την Παναγία, τους αγίους και τα γεγονότα του Ευαγγελίου. Επειδή ο Υιός του Θεού έγινε αληθινά άνθρωπος, μπορεί να εικονιστεί· η Ζ΄ Οικουμενική Σύνοδος (Νίκαια, 787) κατοχύρωσε την τιμητική προσκύνηση των ιερών εικόνων. Τις εικόνες τις τιμούμε, ενώ λατρεία αποδίδουμε μόνο στον Θεό· όπως γράφει ο Μέγας Βασίλειος, «η της εικόνος τιμή επί το πρωτότυπον διαβαίνει».",
          "Όταν ανάβουμε ένα κερί ή ασπαζόμαστε μια εικόνα, χαιρετούμε αυτόν που εικονίζεται: προσευχόμαστε στον Χριστό και ζητούμε τις πρεσβείες της Θεοτόκου και των αγίων.",
        ],
      },
      {
        heading: "Η πρώτη σας επίσκεψη — τι να περιμένετε",
        paragraphs: [
          "Είστε πάντα ευπρόσδεκτοι, χωρίς να χρειάζεται να μας ειδοποιήσετε. Τις Κυριακές ο ναός ανοίγει στις 8:30 π.μ. και μετά τον Όρθρο ακολουθεί η Θεία Λειτουργία. Πολλοί ανάβουν ένα κερί μόλις μπουν στον ναό. Υπάρχουν καθίσματα, αν και πολλοί στέκονται όρθιοι σε ορισμένα σημεία της ακολουθίας.",
          "Παρακαλούμε να είστε ντυμένοι σεμνά. Κανείς δεν περιμένει να ξέρετε τι πρέπει να κάνετε: απλώς παρακολουθήστε, ακούστε και προσευχηθείτε όπως μπορείτε. Μετά τη Λειτουργία ελάτε για καφέ στην αίθουσα και πείτε μια καλημέρα στον ιερέα — θα χαρούμε πολύ να σας γνωρίσουμε.",
        ],
      },
    ],
  },
  programme: {
    heading: "Πρόγραμμα ιερών ακολουθιών",
    heroAlt: "Εικονογράφηση αναμμένων κεριών μπροστά σε τέμπλο",
    intro:
      "Ακολουθίες τελούνται κάθε Κυριακή και στις μεγάλες εορτές της Εκκλησίας. Οι ώρες μπορεί να αλλάζουν γύρω από τις εορτές και τη Μεγάλη Εβδομάδα, γι’ αυτό ρίξτε μια ματιά στο πρόγραμμα πριν έρθετε.",
  },
  calendar: {
    heading: "Εκκλησιαστικό ημερολόγιο",
    intro:
      "Οι εορτές, οι άγιοι και οι ημέρες νηστείας του Ορθόδοξου εκκλησιαστικού έτους, μαζί με τις ακολουθίες της ενορίας μας.",
  },
  sacraments: {
    heading: "Ιερά Μυστήρια",
    intro:
      "Στον ναό μας τελούνται Βαπτίσεις και Γάμοι όλο τον χρόνο. Ό,τι κι αν σχεδιάζετε, παρακαλούμε να επικοινωνήσετε πρώτα με το γραφείο της εκκλησίας — ει δυνατόν τουλάχιστον τρεις μήνες νωρίτερα για Βάπτιση και έξι μήνες νωρίτερα για Γάμο — ώστε να σας συναντήσει ο ιερέας και να σας καθοδηγήσει σε ό,τι χρειάζεται.",
    sections: [
      {
        heading: "Βάπτιση",
        paragraphs: [
          "Στην Ορθόδοξη Εκκλησία το παιδί βαπτίζεται με τρεις καταδύσεις και στην ίδια ακολουθία λαμβάνει το Άγιο Χρίσμα· από τότε κοινωνεί των Αχράντων Μυστηρίων. Οι Βαπτίσεις γίνονται συνήθως Σάββατο ή Κυριακή απόγευμα.",
          "Κάθε παιδί χρειάζεται ανάδοχο, νονό ή νονά, που ομολογεί την πίστη εκ μέρους του και αναλαμβάνει να το βοηθήσει να μεγαλώσει μέσα στην πίστη. Ο ανάδοχος πρέπει να είναι Ορθόδοξος Χριστιανός που μετέχει στη ζωή της Εκκλησίας και, αν είναι έγγαμος, να έχει τελέσει Ορθόδοξο θρησκευτικό γάμο. Θα του ζητηθεί σχετική βεβαίωση από τον εφημέριο της ενορίας του.",
          "Παρακαλούμε να φέρετε το πλήρες πιστοποιητικό γέννησης του παιδιού (full birth certificate) και, αν οι γονείς είναι παντρεμένοι, το πιστοποιητικό γάμου τους. Το γραφείο θα σας δώσει ένα σύντομο έντυπο και κατάλογο με όσα φέρνει κατά την παράδοση ο ανάδοχος: λαμπάδα, λάδι, λαδόπανα και πετσέτες, τα βαπτιστικά ρούχα και ένα σταυρουδάκι.",
        ],
      },
      {
        heading: "Ένταξη ενηλίκων στην Ορθοδοξία: Βάπτιση και Χρίσμα",
        paragraphs: [
          "Οι ενήλικες που επιθυμούν να γίνουν μέλη της Ορθόδοξης Εκκλησίας είναι καλοδεχούμενοι. Ύστερα από κατήχηση με τον ιερέα, εντάσσονται στην Εκκλησία με τη Βάπτιση ή — αν έχουν ήδη βαπτιστεί στο όνομα της Αγίας Τριάδος σε άλλη χριστιανική παράδοση — συνήθως με το Χρίσμα. Μιλήστε με τον ιερέα· δεν υπάρχει αυστηρό χρονοδιάγραμμα και η κατήχηση προσαρμόζεται σε εσάς.",
        ],
      },
      {
        heading: "Γάμος",
        paragraphs: [
          "Ο Ορθόδοξος Γάμος μπορεί να τελεστεί όταν τουλάχιστον ο ένας από τους δύο είναι Ορθόδοξος Χριστιανός. Ο άλλος πρέπει να είναι Χριστιανός βαπτισμένος στο όνομα της Αγίας Τριάδος· ο ιερέας θα συζητήσει μαζί σας τι σημαίνει αυτό για την κοινή σας ζωή. Ο κουμπάρος ή η κουμπάρα, που αλλάζει τα δαχτυλίδια και τα στέφανα, πρέπει επίσης να είναι Ορθόδοξος Χριστιανός που μετέχει στη ζωή της Εκκλησίας.",
          "Για την Εκκλησία θα χρειαστείτε τα πιστοποιητικά βαπτίσεως και, για κάθε Ορθόδοξο μέλος του ζευγαριού, πιστοποιητικό ελευθερίας γάμου μέσω της Ιεράς Αρχιεπισκοπής. Αν έχετε βαπτιστεί ή ζήσει στην Ελλάδα ή στην Κύπρο, το γραφείο θα σας πει ποιο πιστοποιητικό χρειάζεται από εκεί. Αν κάποιος από τους δύο έχει παντρευτεί στο παρελθόν, φέρτε το πολιτικό διαζύγιο και, αν ο προηγούμενος γάμος ήταν Ορθόδοξος, το εκκλησιαστικό διαζύγιο. Όταν όλα είναι σε τάξη, ο ιερέας ζητά από την Ιερά Αρχιεπισκοπή την άδεια τελέσεως του Γάμου.",
          "Στην Αγγλία ο γάμος πρέπει να πληροί και τις προϋποθέσεις του νόμου. Και οι δύο πρέπει να δηλώσετε αυτοπροσώπως την πρόθεσή σας να παντρευτείτε (notice of marriage) στο ληξιαρχείο της περιοχής σας (register office) τουλάχιστον 29 ημέρες πριν από τον γάμο· η δήλωση ισχύει για 12 μήνες, ενώ ισχύουν πρόσθετοι κανόνες αν κάποιος από τους δύο δεν είναι Βρετανός ή Ιρλανδός πολίτης. Ο γάμος καταχωρίζεται στη συνέχεια μέσω των διαδικασιών της Ιεράς Αρχιεπισκοπής για την καταχώριση γάμων· το γραφείο θα σας εξηγήσει τι ακριβώς πρέπει να φέρετε και αν χρειάζεται να παρευρεθεί ληξίαρχος ή να γίνει χωριστός πολιτικός γάμος.",
        ],
      },
      {
        heading: "Ημερομηνίες και εκκλησιαστικό ημερολόγιο",
        paragraphs: [
          "Όλες οι ημερομηνίες εξαρτώνται από το εκκλησιαστικό ημερολόγιο και από τη διαθεσιμότητα του ιερέα. Γάμοι δεν τελούνται τη Μεγάλη Τεσσαρακοστή και τη Μεγάλη Εβδομάδα, από 1 έως 15 Αυγούστου, από 12 έως 25 Δεκεμβρίου, στις 5 και 6 Ιανουαρίου (Θεοφάνεια), ούτε στις ημέρες νηστείας της 29ης Αυγούστου και της 14ης Σεπτεμβρίου. Βαπτίσεις δεν τελούνται τη Μεγάλη Εβδομάδα και από την παραμονή των Χριστουγέννων έως τα Θεοφάνεια (24 Δεκεμβρίου έως 6 Ιανουαρίου).",
          "Παρακαλούμε να συμφωνήσετε την ημερομηνία με το γραφείο πριν κλείσετε κέντρο δεξιώσεων ή στείλετε προσκλήσεις.",
        ],
      },
      {
        heading: "Αίτηση ημερομηνίας μέσω του ιστοτόπου",
        paragraphs: [
          "Αν έχετε λογαριασμό σε αυτόν τον ιστότοπο, μπορείτε να συμπληρώσετε την αίτηση για Βάπτιση ή Γάμο και να ζητήσετε ημερομηνία ηλεκτρονικά. Η αίτηση δεν αποτελεί ακόμη κράτηση: το γραφείο της εκκλησίας ελέγχει το ημερολόγιο και τα στοιχεία που δώσατε και επικοινωνεί μαζί σας για να επιβεβαιώσει την ημερομηνία ή να σας προτείνει άλλη.",
        ],
      },
      {
        heading: "Κηδείες, μνημόσυνα και αγιασμοί",
        paragraphs: [
          "Για κηδείες, μνημόσυνα, αγιασμούς σπιτιών και άλλες ακολουθίες, τηλεφωνήστε στο γραφείο της εκκλησίας. Ο ιερέας είναι πάντα πρόθυμος να σας συμπαρασταθεί, ιδιαίτερα στις δύσκολες στιγμές.",
        ],
      },
    ],
    callOffice: "Τηλεφωνήστε στο γραφείο της εκκλησίας",
    emailOffice: "Στείλτε email στο γραφείο της εκκλησίας",
  },
  donate: {
    heading: "Στηρίξτε τον ναό μας",
    intro: [
      "Ο ναός μας συντηρείται αποκλειστικά χάρη στην αγάπη και τη γενναιοδωρία των ενοριτών και των φίλων του. Οι προσφορές σας κρατούν την εκκλησία ανοιχτή και ζεστή, στηρίζουν τον ιερέα, το κατηχητικό και το ελληνικό σχολείο, και βοηθούν τη Φιλόπτωχο να στέκεται δίπλα σε όσους έχουν ανάγκη.",
      "Μπορείτε να κάνετε την προσφορά σας την Κυριακή στον ναό ή με τραπεζική μεταφορά στον παρακάτω λογαριασμό. Ως αιτιολογία (reference) γράψτε το όνομά σας και τη λέξη «Donation», για να μπορέσουμε να σας ευχαριστήσουμε.",
    ],
    reference: "Το όνομά σας + Donation",
    giftAid: {
      heading: "Gift Aid",
      paragraphs: [
        "Αν πληρώνετε φόρο στο Ηνωμένο Βασίλειο, με το Gift Aid η εκκλησία μπορεί να λάβει από την HMRC επιπλέον 25 πένες για κάθε λίρα που προσφέρετε, χωρίς καμία επιβάρυνση για εσάς. Ζητήστε από το γραφείο το έντυπο δήλωσης Gift Aid και ενημερώστε μας αν αλλάξει το όνομα, η διεύθυνση ή η φορολογική σας κατάσταση.",
        "Προϋπόθεση είναι να πληρώνετε μέσα στο φορολογικό έτος τουλάχιστον τόσο φόρο εισοδήματος ή φόρο υπεραξίας (Income Tax ή Capital Gains Tax) όσο θα ζητήσει η εκκλησία για το σύνολο των δωρεών σας.",
      ],
    },
  },
  findUs: {
    heading: "Πώς θα μας βρείτε",
    intro: `Θα μας βρείτε στη διεύθυνση ${ADDRESS_ONE_LINE}. Υπάρχει δωρεάν στάθμευση στον ναό, ενώ δύο σταθμοί βρίσκονται σε απόσταση περιπάτου.`,
    mapAlt: "Σχηματικός χάρτης με σημάδι στη θέση του ναού",
    mapNote:
      "Ο διαδραστικός χάρτης προέρχεται από το OpenStreetMap και φορτώνεται μόνο όταν επιλέξετε να τον δείτε· μέχρι τότε δεν αποστέλλεται τίποτα στο OpenStreetMap.",
  },
  contactUs: {
    heading: "Επικοινωνία",
    intro:
      "Για Βαπτίσεις, Γάμους, μνημόσυνα ή οποιαδήποτε άλλη ερώτηση, επικοινωνήστε με το γραφείο της εκκλησίας. Συνήθως απαντούμε μέσα σε λίγες ημέρες.",
  },
  privacy: {
    heading: "Πολιτική απορρήτου",
    lastUpdated: PRIVACY_UPDATED,
    intro: `Η παρούσα ενημέρωση εξηγεί πώς ο ${EL_NAME_INLINE} χρησιμοποιεί τα προσωπικά σας δεδομένα όταν επισκέπτεστε τον ιστότοπο, δημιουργείτε λογαριασμό, μας ζητάτε να κανονίσουμε ένα Μυστήριο ή μας στέλνετε μήνυμα. Συλλέγουμε όσο το δυνατόν λιγότερα στοιχεία και τα χρησιμοποιούμε μόνο για να σας εξυπηρετήσουμε και για τη ζωή της ενορίας.`,
    sections: [
      {
        heading: "Ποιοι είμαστε",
        paragraphs: [
          `Υπεύθυνος επεξεργασίας των προσωπικών σας δεδομένων είναι ο ${EL_NAME_INLINE}, ${ADDRESS_ONE_LINE}, ενορία της Ιεράς Αρχιεπισκοπής Θυατείρων και Μεγάλης Βρετανίας. Για οτιδήποτε αφορά τα προσωπικά σας δεδομένα, γράψτε στο ${EMAIL} ή στην παραπάνω διεύθυνση, με την ένδειξη «Data protection».`,
        ],
      },
      {
        heading: "Ποια στοιχεία τηρούμε",
        paragraphs: [
          "Λογαριασμός: το όνομά σας, η διεύθυνση email και η γλώσσα που προτιμάτε, καθώς και ο κωδικός πρόσβασης, τον οποίο αποθηκεύουμε μόνο σε ασφαλή κρυπτογραφική μορφή (hash) — κανείς, ούτε εμείς, δεν μπορεί να τον διαβάσει.",
          "Αιτήσεις για Μυστήρια: τα στοιχεία που δίνετε στις αιτήσεις Βάπτισης και Γάμου, όπως τα ονόματα και η ημερομηνία γέννησης του παιδιού, τα ονόματα και τα στοιχεία επικοινωνίας των γονέων, του αναδόχου ή του κουμπάρου, καθώς και οι ημερομηνίες και τα έγγραφα που συζητάτε με το γραφείο.",
          "Μηνύματα που μας στέλνετε μέσω της φόρμας επικοινωνίας: το όνομά σας, η διεύθυνση email και το μήνυμά σας.",
          "Τεχνικά αρχεία καταγραφής: όταν χρησιμοποιείτε τον ιστότοπο, ο διακομιστής μας καταγράφει την ημερομηνία και την ώρα, τη σελίδα που ζητήθηκε και τη διεύθυνση IP σας, ώστε να διατηρούμε τον ιστότοπο ασφαλή και σε λειτουργία.",
        ],
      },
      {
        heading: "Γιατί τα χρησιμοποιούμε και με ποια νομική βάση",
        paragraphs: [
          "Για να λειτουργεί ο λογαριασμός σας και για να κανονίσουμε τα Μυστήρια που μας ζητάτε, επειδή εσείς μας το ζητήσατε (άρθρο 6(1)(β) του UK GDPR).",
          "Για την τήρηση του μητρώου Μυστηρίων της ενορίας, όπως ορίζει η Εκκλησία για κάθε ενορία, και για την καταχώριση των γάμων, όπως ορίζει ο νόμος: έννομο συμφέρον (άρθρο 6(1)(στ)) και, για την καταχώριση γάμων, νομική υποχρέωση (άρθρο 6(1)(γ)).",
          "Τα στοιχεία ενός Μυστηρίου φανερώνουν θρησκευτικές πεποιθήσεις, που ανήκουν στις ειδικές κατηγορίες δεδομένων. Τα επεξεργαζόμαστε ως μη κερδοσκοπικός θρησκευτικός φορέας, στο πλαίσιο των νόμιμων δραστηριοτήτων μας, μόνο για πρόσωπα που έχουν τακτική επαφή με την ενορία, και δεν τα κοινοποιούμε εκτός Εκκλησίας χωρίς τη συγκατάθεσή σας (άρθρο 9(2)(δ)).",
          "Για να απαντούμε στα μηνύματά σας και για την ασφάλεια του ιστοτόπου: έννομο συμφέρον (άρθρο 6(1)(στ)).",
          "Δεν πουλάμε ποτέ τα στοιχεία σας, δεν τα χρησιμοποιούμε για διαφήμιση και δεν λαμβάνουμε αυτοματοποιημένες αποφάσεις για εσάς.",
        ],
      },
      {
        heading: "Στοιχεία παιδιών",
        paragraphs: [
          "Μια αίτηση Βάπτισης συνήθως περιλαμβάνει στοιχεία ενός παιδιού. Τα δίνει γονέας ή κηδεμόνας, χρησιμοποιούνται μόνο για να κανονιστεί η Βάπτιση και να καταχωριστεί στο μητρώο της ενορίας, και προστατεύονται όπως όλα τα υπόλοιπα στοιχεία.",
        ],
      },
      {
        heading: "Για πόσο καιρό τα κρατάμε",
        paragraphs: [
          "Λογαριασμοί: μέχρι να διαγράψετε τον λογαριασμό σας.",
          "Αιτήσεις που απορρίφθηκαν ή ακυρώθηκαν: διαγράφονται 12 μήνες μετά την απόφαση ή την ακύρωση.",
          "Μυστήρια που επιβεβαιώθηκαν: καταχωρίζονται μόνιμα στο μητρώο Μυστηρίων της ενορίας, όπως ορίζουν η Εκκλησία και ο νόμος.",
          "Μηνύματα επικοινωνίας: 12 μήνες.",
          "Τεχνικά αρχεία καταγραφής: έως 30 ημέρες, εκτός αν τα χρειαστούμε για τη διερεύνηση κάποιου προβλήματος ασφαλείας.",
        ],
      },
      {
        heading: "Ποιος έχει πρόσβαση",
        paragraphs: [
          "Τις αιτήσεις και τα μηνύματά σας τα βλέπει μόνο το γραφείο της εκκλησίας, δηλαδή ο ιερέας και όσοι τον βοηθούν στην οργάνωση των Μυστηρίων.",
          "Χρησιμοποιούμε πάροχο email για να σας στέλνουμε μηνύματα, όπως επιβεβαιώσεις, και πάροχο φιλοξενίας για τη λειτουργία του ιστοτόπου· επεξεργάζονται δεδομένα μόνο σύμφωνα με τις οδηγίες μας, βάσει σύμβασης. Όταν το απαιτεί ένας Γάμος, διαβιβάζουμε τα απαραίτητα στοιχεία στην Ιερά Αρχιεπισκοπή και στο ληξιαρχείο, όπως ορίζουν η Εκκλησία και ο νόμος. Δεν κοινοποιούμε τίποτε άλλο σε κανέναν.",
        ],
      },
      {
        heading: "Τα δικαιώματά σας",
        paragraphs: [
          "Πρόσβαση: μπορείτε οποιαδήποτε στιγμή να κατεβάσετε αντίγραφο των στοιχείων σας από το προφίλ σας ή να το ζητήσετε από το γραφείο.",
          "Διόρθωση: μπορείτε να διορθώσετε τα στοιχεία σας στο προφίλ σας ή να μας ζητήσετε να τα διορθώσουμε.",
          "Διαγραφή: μπορείτε να διαγράψετε τον λογαριασμό σας από το προφίλ σας. Έτσι διαγράφονται ο λογαριασμός και τα προσωπικά σας δεδομένα, εκτός από τις εγγραφές Μυστηρίων που έχουν ήδη τελεστεί, οι οποίες παραμένουν στο μητρώο Μυστηρίων που η Εκκλησία τηρεί μόνιμα.",
          "Έχετε επίσης δικαίωμα να αντιταχθείτε στη χρήση των δεδομένων σας ή να ζητήσετε τον περιορισμό της. Απαντούμε σε κάθε αίτημα μέσα σε έναν μήνα.",
          "Αν δεν είστε ικανοποιημένοι από τον τρόπο που χειριστήκαμε τα δεδομένα σας, πείτε το πρώτα σε εμάς. Έχετε επίσης δικαίωμα να υποβάλετε καταγγελία στην αρμόδια βρετανική αρχή, το Information Commissioner’s Office (ICO): ico.org.uk, τηλέφωνο 0303 123 1113.",
        ],
      },
      {
        heading: "Cookies και χάρτης",
        paragraphs: [
          "Χρησιμοποιούμε μόνο δύο cookies, και τα δύο απολύτως απαραίτητα: ένα cookie συνεδρίας, που σας κρατά συνδεδεμένους, και ένα cookie ασφαλείας, που προστατεύει τις φόρμες μας από κατάχρηση. Δεν χρησιμοποιούμε cookies στατιστικών, διαφήμισης ή παρακολούθησης, γι’ αυτό δεν χρειάζεται να δώσετε συγκατάθεση.",
          "Ο χάρτης στη σελίδα «Πώς θα μας βρείτε» φορτώνεται από το OpenStreetMap μόνο όταν ζητήσετε να τον δείτε. Μέχρι τότε δεν αποστέλλεται τίποτα στο OpenStreetMap· μόλις φορτωθεί, το OpenStreetMap λαμβάνει τη διεύθυνση IP σας, όπως κάθε ιστότοπος που επισκέπτεστε.",
        ],
      },
      {
        heading: "Επικοινωνία και αλλαγές",
        paragraphs: [
          `Για οποιαδήποτε ερώτηση σχετικά με την παρούσα ενημέρωση ή τα δεδομένα σας, στείλτε email στο ${EMAIL} ή τηλεφωνήστε στο ${PHONE.display}. Ενδέχεται να ενημερώνουμε κατά καιρούς την παρούσα πολιτική· η ημερομηνία στην αρχή δείχνει την τελευταία αλλαγή.`,
        ],
      },
    ],
  },
  seo: {
    home: {
      title: EL_NAME,
      description:
        "Ελληνορθόδοξη ενορία Αγίου Νικολάου στο Ένφιλντ του βόρειου Λονδίνου. Θεία Λειτουργία κάθε Κυριακή στα ελληνικά και αγγλικά. Όλοι ευπρόσδεκτοι.",
    },
    "about-us": {
      title: "Η ενορία μας",
      description:
        "Η ιστορία και η ζωή της ενορίας του Αγίου Νικολάου στο Ένφιλντ: ο ιερέας, το κατηχητικό, το ελληνικό σχολείο, η νεολαία και η Φιλόπτωχος.",
    },
    "our-faith": {
      title: "Η πίστη μας",
      description:
        "Εισαγωγή στην Ορθόδοξη πίστη: η Αγία Τριάδα, η Θεία Λειτουργία, τα Ιερά Μυστήρια, οι άγιες εικόνες, οι νηστείες και οι εορτές.",
    },
    programme: {
      title: "Πρόγραμμα ιερών ακολουθιών",
      description:
        "Ώρες Όρθρου, Θείας Λειτουργίας, Εσπερινού και εορταστικών ακολουθιών στον Ιερό Ναό Αγίου Νικολάου στο Ένφιλντ.",
    },
    calendar: {
      title: "Εκκλησιαστικό ημερολόγιο",
      description:
        "Ορθόδοξο εκκλησιαστικό ημερολόγιο: εορτές, άγιοι της ημέρας και νηστείες, μαζί με τις ακολουθίες της ενορίας μας στο Ένφιλντ.",
    },
    sacraments: {
      title: "Ιερά Μυστήρια",
      description:
        "Πώς να κανονίσετε Βάπτιση, Χρίσμα ή Γάμο στον Άγιο Νικόλαο Ένφιλντ: ανάδοχος, κουμπάρος, δικαιολογητικά και ημερομηνίες.",
    },
    donate: {
      title: "Δωρεές",
      description:
        "Στηρίξτε τον Ιερό Ναό Αγίου Νικολάου στο Ένφιλντ με τραπεζική μεταφορά ή στον ναό. Οι φορολογούμενοι στο ΗΒ μπορούν να προσθέσουν Gift Aid.",
    },
    "find-us": {
      title: "Πώς θα μας βρείτε",
      description:
        "Οδηγίες για τον Άγιο Νικόλαο Ένφιλντ: δωρεάν στάθμευση, 0,8 μίλια από τον σταθμό Southbury και 1 μίλι από τον σταθμό Brimsdown.",
    },
    "contact-us": {
      title: "Επικοινωνία",
      description:
        "Επικοινωνήστε με το γραφείο του Ιερού Ναού Αγίου Νικολάου στο Ένφιλντ για ακολουθίες, Βαπτίσεις, Γάμους ή οποιαδήποτε άλλη ερώτηση.",
    },
    privacy: {
      title: "Πολιτική απορρήτου",
      description:
        "Πώς ο Ιερός Ναός Αγίου Νικολάου στο Ένφιλντ συλλέγει, χρησιμοποιεί και προστατεύει τα προσωπικά σας δεδομένα (UK GDPR) και ποια δικαιώματα έχετε.",
    },
  },
};

export const parishContent: Record<Lang, ParishContent> = { en, el };
