"""Actions: how an engine ends a turn. One validated discriminated union.

Actions are tools of the "output" kind: offered to the model as function tools named like
the action ``type``, through the same schema path as tools (:mod:`brain.schema`), with the
class docstring as description. A plain-text reply counts as ``answer``. The continuing
actions (:data:`CONTINUING_ACTIONS`) feed their result back into the loop.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal, Protocol

from pydantic import BaseModel, Discriminator, Field, TypeAdapter, ValidationError, field_validator
from pydantic.json_schema import SkipJsonSchema

from brain.schema import ToolDefinition, format_validation_error, offered_schemas, summary_of

ChannelMode = Literal["verbatim", "milestones", "summary", "inbox"]


class AskOption(BaseModel):
    label: str = Field(min_length=1, max_length=60, description="1–5 words, easy to say.")
    description: str | None = Field(default=None, max_length=200)

    @field_validator("label")
    @classmethod
    def _short_label(cls, value: str) -> str:
        value = value.strip()
        if not 1 <= len(value.split()) <= 5:
            raise ValueError("an option label has 1 to 5 words")
        return value


class Answer(BaseModel):
    """Reply to the user and end the turn."""

    type: Literal["answer"] = "answer"
    message: str = Field(min_length=1, description="Speakable reply: short sentences, no markdown.")
    info: str | None = Field(default=None, description="Optional markdown shown, never spoken.")


class AskUser(BaseModel):
    """Ask the user one question and wait for the answer."""

    type: Literal["ask_user"] = "ask_user"
    message: str = Field(min_length=1, description="The question, one sentence.")
    options: list[AskOption] | None = Field(
        default=None, description="2–4 choices when the answer is a small closed set."
    )

    @field_validator("options")
    @classmethod
    def _two_to_four(cls, value: list[AskOption] | None) -> list[AskOption] | None:
        if value is not None and len(value) == 0:
            return None
        if value is not None and not 2 <= len(value) <= 4:
            raise ValueError("give 2 to 4 options, or none for a free-text question")
        return value


class Relay(BaseModel):
    """Pass a worker's short reply to the user as speech."""

    type: Literal["relay"] = "relay"
    source: str = Field(description="Which worker said it (process or project name).")
    message: str = Field(min_length=1, description="The worker's short reply, speakable.")


class RelayInbox(BaseModel):
    """Put long worker output into the user's inbox and say one line about it."""

    type: Literal["relay_inbox"] = "relay_inbox"
    source: str
    spoken: str = Field(min_length=1, description="One spoken line pointing to the inbox item.")
    inbox_title: str = Field(min_length=1, max_length=200)
    body: str = Field(min_length=1, description="The full material (markdown allowed).")


class DelegateProject(BaseModel):
    """Hand real work to a worker in a project (created if needed)."""

    type: Literal["delegate_project"] = "delegate_project"
    project: str = Field(min_length=1, description="Project name, e.g. garden_planner.")
    task: str = Field(min_length=1, description="What the worker should do, self-contained.")
    engine: Literal["arthur", "ford", "marvin", "vogon"] | None = Field(
        default=None,
        description="arthur (chat worker, default), ford (one quick answer), marvin (plans "
        "multi-step work, runs workers for the steps, reports one result) or vogon (runs a "
        "named procedure phase by phase, with your approval at its gates).",
    )
    procedure: str | None = Field(
        default=None,
        description="vogon only: the procedure to run (default document-review).",
    )
    channel_mode: ChannelMode | None = None
    new_worker: bool = Field(
        default=False,
        description="Start another worker even if one already works in the project "
        "(only when the user asks for a separate one).",
    )
    budget: int | None = Field(
        default=None,
        ge=0,
        description="Token cap for this work when the user names one (0 = no cap); "
        "default: budget.default.<engine>.",
    )
    fits: SkipJsonSchema[str | None] = None
    """Why the router chose this project for work the user named no project for (said
    first, so the user can correct it); not offered to a model."""


class SteerProject(BaseModel):
    """Send more input to a running worker."""

    type: Literal["steer_project"] = "steer_project"
    target: str = Field(min_length=1, description="Worker process or project name.")
    message: str = Field(min_length=1)


class Mediate(BaseModel):
    """Connect the user directly to a worker's session."""

    type: Literal["mediate"] = "mediate"
    target: str = Field(min_length=1, description="Project or worker to connect the user to.")
    reason: str = Field(min_length=1)
    voice_announcement: str | None = None


class Discover(BaseModel):
    """Look up a Vance term or feature in the built-in help; the result comes back."""

    type: Literal["discover"] = "discover"
    intent: str = Field(min_length=1, description="The term or feature to look up.")


TodoStatus = Literal["pending", "running", "done", "failed", "blocked"]
_TODO_ALIASES = {
    "in_progress": "running",
    "in-progress": "running",
    "completed": "done",
    "complete": "done",
    "todo": "pending",
    "open": "pending",
}


class TodoItem(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    status: TodoStatus = "pending"

    @field_validator("status", mode="before")
    @classmethod
    def _alias(cls, value: Any) -> Any:
        return _TODO_ALIASES.get(str(value).lower(), value) if isinstance(value, str) else value


class StartPlan(BaseModel):
    """Enter plan mode for a multi-step task (think before acting)."""

    type: Literal["start_plan"] = "start_plan"


class ProposePlan(BaseModel):
    """Show the user your plan (summary and todo list) and wait for approval."""

    type: Literal["propose_plan"] = "propose_plan"
    summary: str = Field(min_length=1, description="One or two sentences: what you will do.")
    todos: list[TodoItem] = Field(min_length=1, max_length=30)


class StartExecution(BaseModel):
    """Leave plan mode and start carrying out the approved plan."""

    type: Literal["start_execution"] = "start_execution"


class TodoUpdate(BaseModel):
    """Replace the todo list with its current state (statuses as you progress)."""

    type: Literal["todo_update"] = "todo_update"
    todos: list[TodoItem] = Field(min_length=1, max_length=30, description="The whole list.")


Action = Annotated[
    Answer
    | AskUser
    | Relay
    | RelayInbox
    | DelegateProject
    | SteerProject
    | Mediate
    | Discover
    | StartPlan
    | ProposePlan
    | StartExecution
    | TodoUpdate,
    Discriminator("type"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)

ACTION_MODELS: dict[str, type[BaseModel]] = {
    "answer": Answer,
    "ask_user": AskUser,
    "relay": Relay,
    "relay_inbox": RelayInbox,
    "delegate_project": DelegateProject,
    "steer_project": SteerProject,
    "mediate": Mediate,
    "discover": Discover,
    "start_plan": StartPlan,
    "propose_plan": ProposePlan,
    "start_execution": StartExecution,
    "todo_update": TodoUpdate,
}
PLAN_ACTIONS = ("start_plan", "propose_plan", "start_execution", "todo_update")
# Actions that report back into the loop instead of ending the turn.
CONTINUING_ACTIONS = frozenset({"discover", "start_plan", "start_execution", "todo_update"})
EDDIE_ACTIONS = tuple(ACTION_MODELS)
WORKER_ACTIONS = ("answer", "ask_user", *PLAN_ACTIONS)
SPAWNING_ACTIONS = frozenset({"delegate_project", "steer_project"})


class ActionInvalid(ValueError):
    """The model's action could not be used; the message tells the model exactly why."""


ACTION_FIXED = ("type",)
"""Fields the model does not fill: the name of the tool is the action's type."""

ACTION_DEFINITIONS: dict[str, ToolDefinition] = {
    name: ToolDefinition(name, summary_of(model.__doc__), model, kind="output", fixed=ACTION_FIXED)
    for name, model in ACTION_MODELS.items()
}
"""Every action as a tool of the "output" kind."""


def action_tools(names: tuple[str, ...] | list[str]) -> list[dict[str, Any]]:
    """OpenAI function tools for the given action names."""
    return offered_schemas([ACTION_DEFINITIONS[name] for name in names])


def parse_action(name: str, arguments: str | dict[str, Any], allowed: tuple[str, ...]) -> Action:
    """Validate a tool call that names an action; raise :class:`ActionInvalid` with the fix."""
    if name not in allowed:
        raise ActionInvalid(
            f"'{name}' is not an action you can use here. Use one of: {', '.join(allowed)}."
        )
    if isinstance(arguments, str):
        try:
            data = json.loads(arguments or "{}")
        except json.JSONDecodeError as exc:
            raise ActionInvalid(f"The arguments of {name} are not valid JSON ({exc.msg}).") from exc
    else:
        data = dict(arguments)
    if not isinstance(data, dict):
        raise ActionInvalid(f"The arguments of {name} must be a JSON object.")
    data["type"] = name
    try:
        return ACTION_ADAPTER.validate_python(data)
    except ValidationError as exc:
        message = format_validation_error(
            name, exc, ACTION_MODELS[name], skip=1, fixed=ACTION_FIXED
        )
        raise ActionInvalid(message[0].upper() + message[1:]) from exc


# --- the one ASK_USER renderer ---------------------------------------------------------------


class OptionLike(Protocol):
    """An answer option: as the model gave it (:class:`AskOption`) or as stored."""

    @property
    def label(self) -> str: ...

    @property
    def description(self) -> str | None: ...


def render_question(message: str, options: Sequence[OptionLike] | None) -> str:
    """The chat text of a question: the sentence, then the options as a numbered list."""
    if not options:
        return message
    lines = [message, ""]
    for number, option in enumerate(options, start=1):
        suffix = f" — {option.description}" if option.description else ""
        lines.append(f"{number}. **{option.label}**{suffix}")
    return "\n".join(lines)


_NUMBER = re.compile(r"^\s*(?:option\s*|number\s*|#)?(\d{1,2})\s*[.)]?\s*$", re.IGNORECASE)
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
}


def match_option(text: str, options: Sequence[OptionLike]) -> str | None:
    """The label the user picked by number ("2"), ordinal ("the second") or label; else None."""
    labels = [o.label for o in options]
    if not labels:
        return None
    cleaned = text.strip().rstrip(".!").strip()
    number_match = _NUMBER.match(cleaned)
    if number_match:
        index = int(number_match.group(1))
        return labels[index - 1] if 1 <= index <= len(labels) else None
    lowered = cleaned.lower().removeprefix("the ").removesuffix(" one").strip()
    if lowered in _ORDINALS and _ORDINALS[lowered] <= len(labels):
        return labels[_ORDINALS[lowered] - 1]
    for label in labels:
        if lowered == label.lower():
            return label
    if _YES.match(lowered) and len(labels) == 2 and _NO.match(labels[1].lower()):
        return labels[0]  # "shall i remind you?" "yes pls": the offer, not the "no, thanks"
    if _NO.match(lowered) and len(labels) == 2 and _NO.match(labels[1].lower()):
        return labels[1]
    return None


_YES = re.compile(
    r"^(?:yes|yeah|yep|yup|sure|ok|okay|please|pls|do it|go ahead|sounds good|ja|jap|jo|gerne?"
    r"|klar|bitte|mach das|mach mal)(?:\W+(?:please|pls|thanks|thank you|bitte|danke|gerne?|do it"
    r"|that'?d be great|mach das))*\W*$",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^(?:no|nope|nah|nein|ne|nö|noe)\b(?:\W+(?:thanks|thank you|danke|not needed))?\W*$",
    re.IGNORECASE,
)
