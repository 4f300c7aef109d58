import { FileText, House, Stamp, Upload } from 'lucide-react';
import type { MenuItem } from '../layout/menu-item';

/** Part of the spec §2 admin menu, for tests. */
export const adminMenu: MenuItem[] = [
  { label: 'Home', path: '/admin', code: 'home', icon: House, exact: true },
  {
    label: 'Upload Document',
    path: '/admin/upload-document',
    code: 'upload-document',
    icon: Upload,
  },
  {
    label: 'Document',
    path: '/admin/documents',
    code: 'documents',
    icon: FileText,
    children: [
      { label: 'Need to Sign', path: '/admin/documents/sign', code: 'documents.sign' },
      { label: 'Ongoing', path: '/admin/documents/pending', code: 'documents.ongoing' },
      { label: 'Completed', path: '/admin/documents/completed', code: 'documents.completed' },
    ],
  },
  {
    label: 'Digital Meterai',
    path: '/admin/ematerai',
    code: 'ematerai',
    icon: Stamp,
    children: [
      {
        label: 'Balance & Transfer',
        path: '/admin/ematerai/ematerai-balance',
        code: 'ematerai.ematerai-balance',
      },
      { label: 'Top Up Balance', path: '/admin/ematerai/topup-balance', code: 'ematerai.topup' },
    ],
  },
];
