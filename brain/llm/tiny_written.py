"""Texts for an occasion written whole from the details the user gives, before anything else reads
the request: an out-of-office reply, a card (a birthday with what they love and whom it is from,
sympathy, a wedding, getting well, retiring, a birth; English and German), a notice for the
neighbours about a party, an email asking to swap a shift, a post announcing a new job, a note
for a babysitter or house-sitter, a repair report to a landlord, a note about a parcel for a
neighbour, a cancellation with its number and date, a lost or found pet poster or object post, a caption for a photo with someone and what happened, a
meeting announced to a group, a group collection for a gift, a thank-you card naming the person
and the child, a polite no to a named host's invitation (or told as the user's own can't-come:
"cant make her birthday do") and a review of a place or a tradesperson; a text to a named person
calling off or moving a plan, an apology for a named thing with what is offered, an email
reporting a problem to the council or a company, a flyer for a service, a for-sale post and a
caption for a race or a milestone with its details, and a reminder, heads-up or announcement for
a group chat or one person saying again what the user lists; a thank-you to someone leaving work,
a caption for something finally finished and a no to an invitation the user does not want; a
funny birthday text to a friend, a plan with a friend called off for being ill, a clear no to a
standing ask into someone's hobby, a note for a neighbour's door (noise, parking, bins) and a
parent's thanks to a child's teacher, coach, carer or tutor.
Each keeps every detail said (names, dates, times, places, emails, numbers, what to do) and
invents none; each needs a text asked for (:func:`brain.llm.tiny_details.asked_for`): "my
grandpa turns 90 on sunday" is news, "write down my babysitter's number" a memory. Used by
:func:`brain.llm.tiny_lines.known_answer` (before moods and news: "his mother died" in a
request for a card is the card's)."""

from __future__ import annotations

from collections.abc import Callable


def _writers() -> tuple[Callable[[str], str | None], ...]:
    from brain.llm.tiny_announce import announcement
    from brain.llm.tiny_away import out_of_office
    from brain.llm.tiny_booking import booking_message
    from brain.llm.tiny_cancel import cancellation_letter
    from brain.llm.tiny_cant_make import cant_make_it
    from brain.llm.tiny_caption import milestone_caption
    from brain.llm.tiny_cards import card_text
    from brain.llm.tiny_collect import collection_message
    from brain.llm.tiny_done_caption import achievement_caption
    from brain.llm.tiny_excuse import excuse_note
    from brain.llm.tiny_first_made import first_made_caption
    from brain.llm.tiny_flyer import flyer
    from brain.llm.tiny_friend_texts import funny_birthday, ill_call_off
    from brain.llm.tiny_group_invite import group_invitation
    from brain.llm.tiny_group_note import group_note
    from brain.llm.tiny_handover import handover_note
    from brain.llm.tiny_hobby_no import hobby_no
    from brain.llm.tiny_instructions import named_note, partly_yes
    from brain.llm.tiny_invite_no import invite_turned_down
    from brain.llm.tiny_leaving_thanks import leaving_thanks
    from brain.llm.tiny_lost import lost_object
    from brain.llm.tiny_move_ask import moved_meeting
    from brain.llm.tiny_neighbour_note import neighbour_note
    from brain.llm.tiny_no_de import kind_no_de
    from brain.llm.tiny_notice import party_notice
    from brain.llm.tiny_parcel import parcel_note
    from brain.llm.tiny_parent_thanks import parent_thanks
    from brain.llm.tiny_pet import pet_poster
    from brain.llm.tiny_pet_caption import pet_caption
    from brain.llm.tiny_photo_story import story_caption
    from brain.llm.tiny_plan_text import plan_text
    from brain.llm.tiny_post import job_post
    from brain.llm.tiny_regrets import declined_invitation
    from brain.llm.tiny_relay import asked_politely, kind_no, relayed_news
    from brain.llm.tiny_repair import repair_message
    from brain.llm.tiny_report import landlord_note, report_email
    from brain.llm.tiny_review import place_review
    from brain.llm.tiny_shop import detailed_caption, shop_post
    from brain.llm.tiny_sitter import sitter_note
    from brain.llm.tiny_sorry_note import sorry_note
    from brain.llm.tiny_swap import shift_swap
    from brain.llm.tiny_thanks import thank_you_card
    from brain.llm.tiny_toast import detailed_toast

    return (
        hobby_no,  # a standing ask into a team or club: a clear no, not "maybe next time"
        kind_no,  # before the tips on colleagues: "she wants me to take her shift" is answered
        kind_no_de,
        ill_call_off,  # before the plan texts: ill, the friend gets sorry and another day
        funny_birthday,  # before the cards: a funny text is no card's "lots of love"
        relayed_news,  # before the complaints: "the bus broke down" is news for Dad
        plan_text,
        moved_meeting,
        sorry_note,
        cant_make_it,
        invite_turned_down,  # an invitation told, not wanted: before the tips on saying no
        report_email,
        repair_message,  # before the landlord note: a repair asks for someone to come
        landlord_note,
        flyer,
        detailed_toast,
        first_made_caption,
        milestone_caption,
        achievement_caption,
        pet_caption,
        story_caption,
        detailed_caption,
        shop_post,
        partly_yes,
        out_of_office,
        handover_note,
        group_invitation,
        neighbour_note,  # noise, parking, bins: before the notice of the user's own party
        party_notice,
        shift_swap,
        booking_message,
        excuse_note,
        named_note,
        parcel_note,
        job_post,
        sitter_note,
        cancellation_letter,
        pet_poster,
        lost_object,
        announcement,
        collection_message,
        leaving_thanks,  # before the favour's thanks: leaving is no favour done
        parent_thanks,  # no one named: the teacher thanked for what they did for the child
        thank_you_card,
        declined_invitation,
        place_review,
        group_note,  # after the writers of a meeting, a collection, a thank-you or a no
        asked_politely,  # after the swaps, excuses and repairs that ask more exactly
        card_text,
    )


def composed(said: str) -> str | None:
    """The text ``said`` asks for, written from its details, or None."""
    for writer in _writers():
        text = writer(said)
        if text is not None:
            return text
    return None
