/** Texts of the site header: the logo link, the phone Menu, the Services list and the main links. */
export const headerText = {
  home: 'SEAWAVE home',
  menu: 'Menu',
  navigation: 'Main',
  services: 'Services',
  allServices: 'All Services',
  /** The main links, by route name, in their order after Services. */
  links: [
    { route: 'careers', label: 'Career' },
    { route: 'allBlogs', label: 'Blog' },
    { route: 'csr', label: 'CSR' },
  ],
  admin: 'Admin',
  signedInAs: (email: string) => `Signed in as ${email}`,
  quote: 'Get A Free Quote',
} as const;
