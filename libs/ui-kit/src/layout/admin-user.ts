/** The signed-in user as the header shows it (spec §1): name, privy id in brackets, role description. */
export type AdminUser = { name: string; privyId: string; roleDescription: string };
