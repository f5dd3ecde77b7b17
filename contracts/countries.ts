import countries from "i18n-iso-countries";
import el from "i18n-iso-countries/langs/el.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

// Only the two languages of the site, so the other ~80 locales stay out of the browser's bundle
// (Node's entry of the package registers them all; these replace its English and Greek).
// Two of the package's Greek names lack their accent.
countries.registerLocale(en);
countries.registerLocale({ ...el, countries: { ...el.countries, UA: "Ουκρανία", HT: "Αϊτή" } });

/** i18n-iso-countries with the site's English and Greek names: the booking form's and the e-mails'. */
export { countries };
