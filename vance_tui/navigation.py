"""The window's back stack of sessions (switch-to pushes, /hub pops)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Place:
    session_id: str
    label: str  # what the banner says when the window is there ("" for the hub)
    last_seen: int  # the newest chat message id the user saw there


@dataclass
class BackStack:
    places: list[Place] = field(default_factory=list)

    def push(self, place: Place) -> None:
        # switching back and forth must not grow the stack without end
        self.places = [p for p in self.places if p.session_id != place.session_id]
        self.places.append(place)

    def pop(self) -> Place | None:
        return self.places.pop() if self.places else None

    def clear(self) -> None:
        self.places.clear()

    def __len__(self) -> int:
        return len(self.places)
