"""What correspondence players expect (issue 27): rematch, follow, forget."""
