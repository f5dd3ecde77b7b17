import type { SacramentsContent } from "./parish-shared.ts";

/** The sacraments page's own words in English (sample data where parish-shared.ts says so). */
export const content: SacramentsContent = {
  heading: "Sacraments",
  intro:
    "Baptisms and weddings are celebrated in our church throughout the year. Whatever you are planning, please contact the church office first — ideally at least three months ahead for a baptism and six months ahead for a wedding — so that the priest can meet you and guide you through everything that is needed.",
  sections: [
    {
      heading: "Baptism",
      paragraphs: [
        "In the Orthodox Church a child is baptised by threefold immersion and is chrismated in the same service; from then on the child receives Holy Communion. Baptisms usually take place on Saturdays or on Sunday afternoons.",
        "Every child needs a godparent (nonos or nona), who says the Creed on the child’s behalf and promises to help bring the child up in the faith. The godparent must be an Orthodox Christian in good standing: baptised in the Orthodox Church or received into it by chrismation, taking part in its life and, if married, married in the Orthodox Church. We will ask the godparent for a letter from his or her own parish priest confirming this.",
        "Please bring the child’s full birth certificate and, if the parents are married, their marriage certificate. The office will give you a short form to complete and a list of what the godparent traditionally provides: the baptismal candle (lambada), olive oil, the oil cloth and towels (ladopana), the new white clothes and a small cross.",
        "At baptism the child receives a Christian name, usually a saint’s: please tell the priest the name you have chosen. If one or both parents are not Orthodox, please talk to the priest; a child is baptised when the parents wish the child to be brought up in the Orthodox faith. Relatives and friends of other Churches are very welcome at the service, though only an Orthodox Christian can be the godparent.",
      ],
    },
    {
      heading: "Becoming Orthodox: adult Baptism and Chrismation",
      paragraphs: [
        "Adults who wish to join the Orthodox Church are warmly welcome. After a period of instruction (catechesis) with the priest, they are received by Baptism or — if they have already been baptised in the name of the Holy Trinity in another Christian tradition — usually by Chrismation. Please speak to the priest: there is no fixed timetable, and the catechesis is arranged around you. If you were baptised in another Church, please bring your certificate of baptism.",
      ],
    },
    {
      heading: "Weddings",
      paragraphs: [
        "An Orthodox wedding can take place when at least one of the couple is an Orthodox Christian. The other partner must be a Christian baptised in the name of the Holy Trinity; the priest will talk with you both about what this means for your life together. The koumbaros or koumbara, the sponsor who exchanges the rings and the crowns, must also be an Orthodox Christian in good standing. The marriage register needs two witnesses as well, who are usually the koumbaroi: the wedding form asks for two, a koumbaros and a koumbara or another witness.",
        "For the Church you will need your baptism certificates and, for each Orthodox partner, a certificate of freedom to marry from the church where you were baptised. If you were baptised or have lived in Greece or Cyprus, the office will tell you which certificate is needed from there. If either of you has been married before, please bring the civil divorce decree and, where the earlier marriage was Orthodox, the ecclesiastical divorce; if you are widowed, the death certificate of your late husband or wife. When everything is in order, the priest applies to the Archdiocese for the permit to celebrate your wedding.",
        "In England a wedding must also meet the civil requirements. Both of you must give notice of marriage in person at your local register office at least 29 days before the wedding; notice is valid for 12 months, and extra rules apply if either of you is not a British or Irish citizen. How the marriage is then registered depends on the church: where it is registered for marriages, your marriage is registered on the day; otherwise a registrar attends, or you marry first at the register office. The office will tell you which applies and exactly what to bring.",
      ],
    },
    {
      heading: "Dates and the church calendar",
      paragraphs: [
        "All dates depend on the church calendar and on the priest’s availability. Weddings are not celebrated from Clean Monday, the first day of Great Lent, up to and including Pascha (Easter Sunday), from 1 to 15 August, from 12 to 25 December, on 5 and 6 January (Theophany), or on the fast days of 29 August and 14 September. Baptisms are not celebrated during Holy Week or from Christmas Eve to Theophany (24 December to 6 January). The dates of each year are in our church calendar.",
        "Please agree the date with the office before you book a reception venue or send out invitations. The office will also tell you of the Archdiocese’s fees (for example for the wedding permit) and of the customary offering to the church.",
      ],
    },
    {
      heading: "Requesting a date online",
      paragraphs: [
        "If you have an account on this website, you can fill in the baptism, chrismation or wedding form and request a date online. A request is not yet a booking: the church office checks the calendar and the details you have given, and then contacts you to confirm the date or to suggest another one.",
      ],
    },
    {
      heading: "Funerals, memorials and blessings",
      paragraphs: [
        "For funerals, memorial services (mnemosyna), house blessings and other services, please call the church office. The priest is always ready to help, especially at difficult times. When someone has died, please speak to the priest before agreeing a date with the funeral director. The Orthodox Church buries the departed; if cremation is being considered, please talk to the priest first.",
      ],
    },
  ],
};
