import type { OurFaithContent } from "./parish-shared.ts";

/** The our-faith page's own words in English (sample data where parish-shared.ts says so). */
export const content: OurFaithContent = {
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
        "The Church keeps four seasons of fasting, which prepare for its great feasts (Great Lent, the Nativity Fast, the Apostles’ Fast and the Dormition Fast), and fasts on most Wednesdays and Fridays. Traditionally we fast from meat, dairy products and some other foods. Fasting is never only about food: it goes with prayer and almsgiving, and is adapted to each person’s health and circumstances with the guidance of a spiritual father.",
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
        "Please dress modestly. Nobody expects you to know what to do: simply watch, listen and pray as you are able. Holy Communion is received by Orthodox Christians; everyone is welcome to receive the blessed bread (antidoron) at the end of the Liturgy. Afterwards, join us for coffee in the hall and say hello to the priest — we would love to meet you.",
      ],
    },
  ],
};
