export interface TestMenuEntry {
  label: string;
  path: string;
  code?: string;
  children?: TestMenuEntry[];
}

/** The admin menu of spec §2 (monitoring and setting abridged). */
export const testMenu: TestMenuEntry[] = [
  { label: 'Home', path: '/admin', code: 'home' },
  { label: 'Upload Document', path: '/admin/upload-document', code: 'upload-document' },
  {
    label: 'Document',
    path: '/admin/documents',
    code: 'documents',
    children: [
      { label: 'Need to Sign', path: '/admin/documents/sign', code: 'documents.sign' },
      { label: 'Ongoing', path: '/admin/documents/pending', code: 'documents.ongoing' },
    ],
  },
  {
    label: 'Digital Meterai',
    path: '/admin/ematerai',
    code: 'ematerai',
    children: [
      {
        label: 'Balance & Transfer',
        path: '/admin/ematerai/ematerai-balance',
        code: 'ematerai.ematerai-balance',
      },
      { label: 'Top Up Balance', path: '/admin/ematerai/topup-balance', code: 'ematerai.topup' },
    ],
  },
  {
    label: 'Setting',
    path: '/admin/setting',
    code: 'setting',
    children: [{ label: 'Office', path: '/admin/setting/office', code: 'setting.office' }],
  },
];
