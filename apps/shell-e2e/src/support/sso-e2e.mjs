// The corporate SSO of the end-to-end suite: shared by the server start-up and the specs.
export const SSO_E2E = {
  clientId: 'esign-backoffice-e2e',
  audience: 'api://esign-backoffice-e2e',
  tenantId: 'demo-corp',
  // The demo seed's user_type 1 user (apps/api/src/demo/seed-demo-data.ts, DEMO_SSO_USER).
  user: { username: 'rina.wijaya', name: 'Rina Wijaya', email: 'rina.wijaya@demo.example.co.id' },
};
