export declare const SSO_E2E: {
  clientId: string;
  audience: string;
  tenantId: string;
  user: { username: string; name: string; email: string };
};
