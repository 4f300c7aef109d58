// The PDF viewer lives behind the `@esign/ui-kit/pdf` entry point so that every screen importing
// the kit (the login page, the admin frame) stays free of react-pdf and pdf.js.
jest.mock('react-pdf', () => {
  throw new Error('@esign/ui-kit loaded react-pdf');
});

it('loads without react-pdf', () => {
  expect(() => jest.requireActual('./index')).not.toThrow();
});
