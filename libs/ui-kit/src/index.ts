// Public API of @esign/ui-kit: named exports only.
