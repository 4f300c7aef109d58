// Public API of @esign/upload-placement: named exports only.
