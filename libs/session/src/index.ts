// Public API of @esign/session: named exports only.
