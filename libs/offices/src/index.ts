// Public API of @esign/offices: named exports only.
