// Public API of @esign/signing: named exports only.
