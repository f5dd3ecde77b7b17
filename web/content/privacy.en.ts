import {
  ADDRESS_ONE_LINE,
  EMAIL,
  PARISH_NAMES,
  PHONE,
  PRIVACY_UPDATED,
  type PrivacyContent,
} from "./parish-shared.ts";

/** The privacy page's own words in English (sample data where parish-shared.ts says so). */
export const content: PrivacyContent = {
  heading: "Privacy notice",
  lastUpdated: PRIVACY_UPDATED,
  lastUpdatedText: "Sunday 29 November 2026",
  intro: `This notice explains how ${PARISH_NAMES.en.inline} uses personal information when you visit this website, create an account, ask us to arrange a sacrament or send us a message. We collect as little as we can, and we use it only to serve you and the life of the parish.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `The controller of your personal data is ${PARISH_NAMES.en.inline}, ${ADDRESS_ONE_LINE}, a parish of the Archdiocese of Thyateira and Great Britain. For anything about your personal data, write to ${EMAIL} or to the address above, marked “Data protection”.`,
      ],
    },
    {
      heading: "What we keep",
      paragraphs: [
        "Your account: your name, e-mail address and preferred language, and your password, which we store only as a secure hash — nobody, including us, can read it.",
        "Sacrament requests: the details you give on the baptism, chrismation and wedding forms, such as the child’s names and date of birth, the parents’ names and contact details, the names and contact details of the godparent or of the koumbaros and koumbara, and the dates and documents discussed with the office.",
        "Messages you send us through the contact form: your name, e-mail address and message.",
        "A date you arrange with the office by telephone or in person: the name and telephone number you give us, your account’s e-mail address if you would like to book it online yourself, and the office’s note, kept with that date so that nobody else books it.",
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
        "Accounts: until you delete your account. An account whose e-mail address is never confirmed: deleted 30 days after signing up.",
        "Requests that are declined or cancelled: deleted 12 months after the decision or cancellation; a request that was never answered, 12 months after its date.",
        "Confirmed sacraments: recorded permanently in the parish sacrament register, as the Church and the law require.",
        "Contact messages: 12 months.",
        "A date the office kept for you by telephone or in person: your name, number, e-mail address and the office’s note, deleted 12 months after the date, or as soon as you book it online.",
        "Copies of the e-mails we send you: 30 days.",
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
        "Access: at any time you can read everything we hold about you on a page of its own, print it or download it as a file, all from your profile, or ask the office for a copy. It includes the messages you sent us while logged in, and a date the office keeps for you under your account’s address, with what the office wrote down about it; for any message sent without logging in, ask the office, which first checks that the address is yours, as anyone can type an e-mail address.",
        "Rectification: you can correct your details in your profile, or ask us to correct them.",
        "Erasure: you can delete your account from your profile. This deletes your account and your personal data, except the sacraments the church office has confirmed, which remain in the parish register that the Church keeps permanently; for one still to come, the office is told, so that it can still reach you. A date the office keeps for you stays kept, without your account’s address, until you tell the office you no longer need it. We then send you one e-mail that confirms the deletion; its copy is kept 30 days, as every e-mail's.",
        "You can also object to or ask us to restrict how we use your data. We reply to every request within one month.",
        "If you are unhappy with how we have handled your data, please tell us first. You also have the right to complain to the Information Commissioner’s Office (ICO): ico.org.uk, telephone 0303 123 1113.",
      ],
    },
    {
      heading: "Cookies and the map",
      paragraphs: [
        "We use five small cookies, all needed for the site to work as you asked: a session cookie that keeps you signed in, a security cookie that protects our forms against misuse, one that tells the pages you are signed in (so they show your account menu), one that remembers the language you chose, and one that recognises a browser you have signed in from before, so that someone trying wrong passwords on your account cannot lock you out of it (kept for a year). We use no analytics, advertising or tracking cookies, so there is nothing to consent to.",
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
};
