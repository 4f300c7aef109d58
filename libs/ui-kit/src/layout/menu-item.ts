import type { ComponentType } from 'react';

/** One entry of the admin menu (spec §2), already filtered by permission by the caller. */
export type MenuItem = {
  label: string;
  path: string;
  /** Permission code; carried for the caller's filtering, not read by the kit. */
  code?: string;
  /** Icon component (e.g. a lucide-react icon); sized by the sidebar. */
  icon?: ComponentType;
  children?: MenuItem[];
  /**
   * Match only this exact path, not its sub paths. Needed for the home entry at '/admin',
   * which is a prefix of every admin path and would otherwise be active on unlisted pages such as
   * '/admin/notification'.
   */
  exact?: boolean;
};
