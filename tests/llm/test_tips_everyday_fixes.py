"""Everyday fixes asked or just named, in English and German: smelly shoes, a creaking door, fruit
flies, a stuck zip, glasses that steam up under a mask, wobbly furniture, an iced-up windscreen,
sweat stains, a smelly fridge and mould on a window. Each is found by what it is about (the
thing and what is wrong with it), in any order and with other words around; before, the small
model answered most of these with nonsense ("I'm not familiar with your shoes"), a stuck zip
got the tip for one that splits open and mould on a window the one for walls. A message that
only shares a word with a tip, or says something good about the thing, gets no such tip."""

from __future__ import annotations

import pytest

from brain.llm.tiny_lines import known_answer


@pytest.mark.parametrize(
    ("said", "language", "has"),
    [
        ("my running shoes reek after every run", "en", "baking soda"),
        ("kids trainers stink so bad, any ideas", "en", "baking soda"),
        ("how do i stop my boots from smelling", "en", "baking soda"),
        ("smelly sneakers, help", "en", "baking soda"),
        ("die sportschuhe von meinem sohn stinken fürchterlich", "de", "Natron"),
        ("meine laufschuhe müffeln, was hilft", "de", "Einlegesohlen"),
        ("the front door creaks like mad", "en", "hinge pin"),
        ("the wardrobe door squeals when i open it", "en", "hinge pin"),
        ("our gate hinge screeches", "en", "hinge pin"),
        ("die badezimmertür knarzt total", "de", "Scharnier"),
        ("there are little flies all around the bananas", "en", "apple-cider vinegar"),
        ("fruit flies in the pantry", "en", "apple-cider vinegar"),
        ("kleine fliegen am obstkorb", "de", "Apfelessig"),
        ("my coat zip is jammed", "en", "graphite pencil"),
        ("zipper keeps getting stuck halfway", "en", "graphite pencil"),
        ("the zip on my boot won't move", "en", "graphite pencil"),
        ("der reißverschluss an meiner jacke klemmt total", "de", "Bleistift"),
        ("reißverschluss vom rucksack geht nicht mehr zu, hängt fest", "de", "Bleistift"),
        ("my specs steam up under my face mask", "en", "nose wire"),
        ("the desk in my office wobbles", "en", "felt pad"),
        ("my dining chairs are all wobbly", "en", "felt pad"),
        ("wobbly coffee table, how do i fix it", "en", "felt pad"),
        ("der esstisch wackelt, was kann ich machen", "de", "Filzgleiter"),
        ("wackeliger stuhl, tipps?", "de", "Filzgleiter"),
        ("whats the fastest way to get ice off the windscreen", "en", "plastic scraper"),
        ("thick ice on the windshield today", "en", "plastic scraper"),
        ("jeden morgen ist die autoscheibe vereist", "de", "Kunststoffkratzer"),
        ("die scheibe vom auto ist zugefroren", "de", "Kunststoffkratzer"),
        ("yellow pit stains on my white tees", "en", "baking soda with a little water"),
        ("sweat stains on my work shirts", "en", "baking soda with a little water"),
        ("deoflecken im weißen hemd", "de", "Natron mit etwas Wasser"),
        ("my fridge has a funky smell", "en", "drip tray"),
        ("how do i get rid of a smell in the fridge", "en", "drip tray"),
        ("the fridge smells", "en", "drip tray"),
        ("unser kühlschrank müffelt", "de", "Auffangschale"),
        ("there's black mould on the window frame", "en", "condensation"),
        ("mold keeps coming back on the bedroom windowsill", "en", "wipe the glass and sill dry"),
        ("schimmel am fensterrahmen im schlafzimmer", "de", "Kondenswasser"),
        ("die fensterdichtung ist schwarz vor schimmel", "de", "neue Dichtung"),
    ],
)
def test_an_everyday_fix_gets_its_tip(said: str, language: str, has: str) -> None:
    answer = known_answer(said, language)
    assert answer is not None and has in answer, answer


@pytest.mark.parametrize(
    ("said", "language", "lacks"),
    [
        ("this candle smells amazing", "en", "baking soda"),
        ("the kitchen smells of fresh bread", "en", "air the room"),
        ("i just bought new sneakers", "en", "baking soda"),
        ("i bought a new kitchen table", "en", "felt pad"),
        ("who invented the zipper", "en", "graphite pencil"),
        ("the fridge is full of food", "en", "drip tray"),
        ("i painted the window frame white", "en", "condensation"),
        ("my rosemary keeps drying out on the windowsill", "en", "condensation"),
        ("mould on the bathroom ceiling", "en", "window sill"),
        ("der tisch ist gedeckt", "de", "Filzgleiter"),
        ("die schuhe sind neu und riechen nach leder, herrlich", "de", "Natron"),
    ],
)
def test_a_word_shared_with_a_fix_gets_no_such_tip(said: str, language: str, lacks: str) -> None:
    answer = known_answer(said, language) or ""
    assert lacks not in answer, answer
