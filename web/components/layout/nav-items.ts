export type NavItem = { page: string; labelKey: string };

export const publicMenu: NavItem[] = [
  { page: "home", labelKey: "nav.home" },
  { page: "about-us", labelKey: "nav.aboutUs" },
  { page: "programme", labelKey: "nav.programme" },
  { page: "sacraments", labelKey: "nav.sacraments" },
  { page: "donate", labelKey: "nav.donate" },
  { page: "find-us", labelKey: "nav.findUs" },
  { page: "contact-us", labelKey: "nav.contactUs" },
];

export const adminMenu: NavItem[] = [
  { page: "admin-dashboard", labelKey: "nav.dashboard" },
  { page: "manage-appointment-slots", labelKey: "nav.manageSlots" },
  { page: "manage-bookings", labelKey: "nav.manageBookings" },
  { page: "manage-programme", labelKey: "nav.manageProgramme" },
];

export const footerMenu: NavItem[] = [
  { page: "our-faith", labelKey: "nav.ourFaith" },
  { page: "calendar", labelKey: "nav.calendar" },
  { page: "privacy", labelKey: "nav.privacy" },
];
