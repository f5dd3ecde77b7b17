/** `within`: pages that belong to the item's section, shown under it in the menu (Create Slot under the slots). */
export type NavItem = { page: string; labelKey: string; within?: string[] };

/** Whether the address is one of the item's section's pages other than its own (NavLink marks that one). */
export function inSection(item: NavItem, pathname: string): boolean {
  const page = pathname.split("/")[2] ?? "";
  return item.within?.includes(page) ?? false;
}

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
  // The dashboard after Create Slot is /admin (the spec's route).
  { page: "admin-dashboard", labelKey: "nav.dashboard", within: ["admin"] },
  { page: "manage-appointment-slots", labelKey: "nav.manageSlots", within: ["create-slot"] },
  { page: "manage-bookings", labelKey: "nav.manageBookings" },
  { page: "manage-programme", labelKey: "nav.manageProgramme" },
  { page: "office-week", labelKey: "nav.week" },
  { page: "office-messages", labelKey: "nav.messages" },
  { page: "office-accounts", labelKey: "nav.accounts" },
];

export const footerMenu: NavItem[] = [
  { page: "our-faith", labelKey: "nav.ourFaith" },
  { page: "calendar", labelKey: "nav.calendar" },
  { page: "privacy", labelKey: "nav.privacy" },
];
