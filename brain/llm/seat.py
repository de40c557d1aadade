"""The model seat: which settings the brain runs with, and the gateway built from them.

Settings are frozen; switching the model is one method (:meth:`ModelSeat.switch`) that
builds new settings and a new gateway — nobody pokes a private gateway field. The gateway
itself is created on first use (litellm and the local model load lazily inside it).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brain.config import Settings
    from brain.llm.gateway import ModelGateway
    from brain.llm.scripted import ScriptedModel


class ModelSeat:
    def __init__(
        self,
        settings: Settings,
        *,
        log_file: Path | None,
        gateway: ModelGateway | None = None,
        small: bool | None = None,
    ) -> None:
        self._settings = settings
        self._log_file = log_file
        self._gateway = gateway
        self._small = small

    @classmethod
    def of(
        cls,
        script: ScriptedModel,
        settings: Settings | None = None,
        *,
        log_file: Path | None = None,
        small: bool = False,
    ) -> ModelSeat:
        """A seat on a scripted model object (tests and demos); ``small`` makes it stand in
        for the small local model (router first, answer-only prompts)."""
        from brain.config import Settings

        base = settings or Settings()
        return cls(base.model_copy(update={"model": script.model}), log_file=log_file, small=small)

    def is_small(self, alias: str) -> bool:
        """True when ``alias`` runs on the small in-process model (the zero-setup default):
        the router decides commands and the model only chats."""
        if self._small is not None:
            return self._small
        from brain.llm.errors import ModelError

        try:
            return self.gateway.resolve(alias).startswith("local/")
        except ModelError:
            return False

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def gateway(self) -> ModelGateway:
        """The model gateway, created on first use."""
        if self._gateway is None:
            from brain.llm.gateway import ModelGateway

            self._gateway = ModelGateway(self._settings, log_file=self._log_file)
        return self._gateway

    async def switch(self, model: str) -> Settings:
        """Use ``model`` (a litellm model string) for both aliases from now on."""
        self._settings = self._settings.model_copy(update={"model": model})
        self._small = None  # judged from the new model
        old, self._gateway = self._gateway, None
        if old is not None:
            await old.close()
        return self._settings

    async def close(self) -> None:
        if self._gateway is not None:
            await self._gateway.close()  # frees the local model, if it was loaded
