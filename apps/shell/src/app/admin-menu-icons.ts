import type { ComponentType } from 'react';
import type { MenuItem } from '@esign/ui-kit';
import { FileSignature, FileText, Home, Monitor, Settings, Stamp } from 'lucide-react';
import { adminMenuEntries } from './admin-menu';

/** The icon of each top-level menu entry, by path. */
const ICONS: Record<string, ComponentType> = {
  '/admin': Home,
  '/admin/upload-document': FileSignature,
  '/admin/documents': FileText,
  '/admin/ematerai': Stamp,
  '/admin/monitoring': Monitor,
  '/admin/setting': Settings,
};

/** The admin menu with its icons, as the frame's sidebar and the home's shortcuts show it. */
export const adminMenu: MenuItem[] = adminMenuEntries.map((entry) => {
  const icon = ICONS[entry.path];
  return icon ? { ...entry, icon } : entry;
});
