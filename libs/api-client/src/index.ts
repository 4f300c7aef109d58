// Public API of @esign/api-client: named exports only.
