// Public API of @esign/monitoring: named exports only.
