// Public API of @esign/vendors: named exports only.
