"""Safe arithmetic over Python's ``ast`` — no ``eval``, no names, no attributes.

:func:`safe_eval` accepts numbers, ``+ - * / // % **``, unary ``+``/``-``, parentheses and
the functions ``sqrt``, ``abs`` and ``round``. Integers stay exact; ``/`` of two exact
numbers gives an exact :class:`~fractions.Fraction` (an int when it divides evenly).
Everything is bounded: input length, exponent size and the size of every intermediate
result. Anything else raises :class:`ValueError` with a reason a person can read;
mathematically undefined results (division by zero, the root of a negative number)
raise :class:`UndefinedResult`, a ``ValueError`` too.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable
from fractions import Fraction

Number = int | float | Fraction

MAX_LENGTH = 200
"""Characters of input accepted."""
MAX_BITS = 3400
"""Bits of any exact intermediate result (about 1,000 decimal digits)."""
MAX_EXPONENT = 10_000
"""Largest absolute integer exponent accepted."""
MAX_ROUND_DIGITS = 15

_OPERATORS: dict[type[ast.operator], str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.Pow: "**",
}
_REFUSED_OPERATORS: dict[type[ast.operator], str] = {
    ast.BitXor: "'^' is not allowed (use ** for powers)",
    ast.BitAnd: "'&' is not allowed",
    ast.BitOr: "'|' is not allowed",
    ast.LShift: "'<<' is not allowed",
    ast.RShift: "'>>' is not allowed",
    ast.MatMult: "'@' is not allowed",
}


class UndefinedResult(ValueError):
    """The expression is arithmetic, but its value is undefined (e.g. division by zero)."""


def safe_eval(expression: str) -> Number:
    """The value of an arithmetic ``expression``; :class:`ValueError` for anything else."""
    if not isinstance(expression, str):
        raise ValueError("the expression must be text")
    text = expression.strip()
    if not text:
        raise ValueError("the expression is empty")
    if len(text) > MAX_LENGTH:
        raise ValueError(
            f"the expression is too long ({len(text)} characters, at most {MAX_LENGTH})"
        )
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"not an arithmetic expression ({exc.msg})") from None
    except (RecursionError, MemoryError):
        raise ValueError("the expression is nested too deeply") from None
    return _normal(_eval(tree.body))


# --- evaluation ------------------------------------------------------------------------------


def _eval(node: ast.expr) -> Number:
    if isinstance(node, ast.Constant):
        return _constant(node.value)
    if isinstance(node, ast.UnaryOp):
        operand = _eval(node.operand)
        if isinstance(node.op, ast.USub):
            return -operand
        if isinstance(node.op, ast.UAdd):
            return +operand
        raise ValueError(f"the operator {type(node.op).__name__} is not allowed")
    if isinstance(node, ast.BinOp):
        return _binary(node)
    if isinstance(node, ast.Call):
        return _call(node)
    if isinstance(node, ast.Name):
        raise ValueError(f"names are not allowed ({node.id!r}); only numbers and operators")
    if isinstance(node, ast.Attribute):
        raise ValueError("attribute access is not allowed")
    raise ValueError(f"{type(node).__name__} is not allowed in arithmetic")


def _constant(value: object) -> Number:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"only numbers are allowed, not {type(value).__name__}")
    return _checked(value)


def _binary(node: ast.BinOp) -> Number:
    op_type = type(node.op)
    if op_type in _REFUSED_OPERATORS:
        raise ValueError(_REFUSED_OPERATORS[op_type])
    if op_type not in _OPERATORS:
        raise ValueError(f"the operator {op_type.__name__} is not allowed")
    left = _eval(node.left)
    right = _eval(node.right)
    symbol = _OPERATORS[op_type]
    if symbol == "**":
        return _power(left, right)
    try:
        if symbol == "+":
            result: Number = left + right
        elif symbol == "-":
            result = left - right
        elif symbol == "*":
            result = left * right
        elif symbol == "/":
            if isinstance(left, float) or isinstance(right, float):
                result = left / right
            else:
                result = Fraction(left) / Fraction(right)
        elif symbol == "//":
            result = left // right
        else:
            result = left % right
    except ZeroDivisionError:
        raise UndefinedResult("division by zero") from None
    except OverflowError:
        raise ValueError("the result is too large") from None
    return _checked(result)


def _power(base: Number, exponent: Number) -> Number:
    exponent = _normal(exponent)
    if isinstance(exponent, int):
        if abs(exponent) > MAX_EXPONENT:
            raise ValueError(f"the exponent is too large (at most {MAX_EXPONENT})")
        if not isinstance(base, float):
            exact = Fraction(base)
            size = max(abs(exact.numerator).bit_length(), exact.denominator.bit_length())
            if size > 1 and abs(exponent) * (size - 1) > MAX_BITS:
                raise ValueError("the result is too large")
            if exponent < 0 and exact == 0:
                raise UndefinedResult("zero cannot be raised to a negative power")
            return _checked(_normal(exact**exponent))
    as_float = float(base)
    power = float(exponent)
    if as_float < 0 and not power.is_integer():
        raise UndefinedResult("a negative number has no real fractional power")
    if as_float == 0 and power < 0:
        raise UndefinedResult("zero cannot be raised to a negative power")
    try:
        return _checked(math.pow(as_float, power))
    except OverflowError:
        raise ValueError("the result is too large") from None


def _sqrt(value: Number) -> Number:
    if value < 0:
        raise UndefinedResult("a negative number has no real square root")
    if isinstance(value, int):
        root = math.isqrt(value)
        if root * root == value:
            return root
    elif isinstance(value, Fraction):
        num, den = math.isqrt(value.numerator), math.isqrt(value.denominator)
        if num * num == value.numerator and den * den == value.denominator:
            return Fraction(num, den)
    return math.sqrt(value)


def _round(value: Number, digits: Number | None = None) -> Number:
    if digits is None:
        return round(value)
    digits = _normal(digits)
    if not isinstance(digits, int):
        raise ValueError("round() takes a whole number of digits")
    if abs(digits) > MAX_ROUND_DIGITS:
        raise ValueError(f"round() takes at most {MAX_ROUND_DIGITS} digits")
    if isinstance(value, Fraction):
        return round(value, digits)
    if isinstance(value, int):
        return round(value, digits)
    return round(value, digits)


_FUNCTIONS: dict[str, tuple[Callable[..., Number], int, int]] = {
    "sqrt": (_sqrt, 1, 1),
    "abs": (abs, 1, 1),
    "round": (_round, 1, 2),
}


def _call(node: ast.Call) -> Number:
    func = node.func
    if isinstance(func, ast.Attribute):
        raise ValueError("attribute access is not allowed")
    if not isinstance(func, ast.Name) or func.id not in _FUNCTIONS:
        allowed = ", ".join(sorted(_FUNCTIONS))
        shown = func.id if isinstance(func, ast.Name) else type(func).__name__
        raise ValueError(f"only the functions {allowed} may be called, not {shown!r}")
    if node.keywords:
        raise ValueError(f"{func.id}() takes no keyword arguments")
    if any(isinstance(arg, ast.Starred) for arg in node.args):
        raise ValueError(f"{func.id}() takes no unpacked arguments")
    function, least, most = _FUNCTIONS[func.id]
    if not least <= len(node.args) <= most:
        count = f"{least}" if least == most else f"{least} or {most}"
        raise ValueError(f"{func.id}() takes {count} argument(s)")
    result: Number = function(*(_eval(arg) for arg in node.args))
    return _checked(result)


# --- bounds and normal form --------------------------------------------------------------------


def _checked(value: Number) -> Number:
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise ValueError("the result is too large")
        return value
    if isinstance(value, int):
        if abs(value).bit_length() > MAX_BITS:
            raise ValueError("the result is too large")
        return value
    if max(abs(value.numerator).bit_length(), value.denominator.bit_length()) > MAX_BITS:
        raise ValueError("the result is too large")
    return value


def _normal(value: Number) -> Number:
    """A Fraction with denominator 1 becomes an int."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value.numerator)
    return value


def format_number(value: Number, *, decimal_comma: bool = False) -> str:
    """A speakable rendering: exact where short (``391``, ``0.25``), else ``about 0.333333``."""
    value = _normal(value)
    if isinstance(value, int):
        text = str(value) if len(str(abs(value))) <= 30 else f"about {float(value):.6g}"
    elif isinstance(value, Fraction):
        text = _exact_decimal(value) or f"about {float(value):.6g}"
    elif value.is_integer() and abs(value) < 1e15:
        text = str(int(value))
    else:
        text = f"{value:.10g}"
    return text.replace(".", ",") if decimal_comma else text


def _exact_decimal(value: Fraction, max_places: int = 10) -> str | None:
    """``Fraction(1, 4)`` → ``"0.25"``; None when it has no short exact decimal."""
    den = value.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    places = max(twos, fives)
    if den != 1 or places > max_places:
        return None
    scaled = value * 10**places
    sign = "-" if scaled < 0 else ""
    digits = str(abs(int(scaled))).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}".rstrip("0").rstrip(".")
