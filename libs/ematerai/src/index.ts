// Public API of @esign/ematerai: named exports only.
