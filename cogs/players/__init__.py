"""What correspondence players expect besides moving: rematch, follow, takeback, forget."""
