// Public API of @esign/documents: named exports only.
