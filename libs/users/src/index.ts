// Public API of @esign/users: named exports only.
