/**
 * What the demo's fictitious buyers write, put together by demoReviews: an opening written for the product's
 * category (the title and first sentence), a remark on something the product's own data names (its wood, fabric,
 * a part, the colour and size bought), a word on the delivery or the shop, and a closing. Lists by stars hold one
 * star's first. No sentence claims what a product's data may contradict: woods, fabrics, colours and sizes come
 * only from the product, through the remarks' {placeholders}.
 */

export type ByStars<T> = readonly [T, T, T, T, T];
/** A review's title and its first sentence. */
export type Opening = readonly [title: string, sentence: string];

/** Openings by category slug (a product's `category`); `furniture` for any other. */
export const REVIEW_OPENINGS: Readonly<Record<string, ByStars<readonly Opening[]>>> = {
  sofas: [
    [
      ['Broken leg on arrival', 'One leg was cracked right through when we took the packing off.'],
      ['Very disappointed', 'The back came loose from the frame within six weeks of normal use.'],
      ['Not what I paid for', 'The finish is patchy and rough to the touch, nothing like the photos.'],
      ['Sinking already', 'The seat has sunk in the middle after barely two months.'],
    ],
    [
      ['Creaks already', 'The frame started creaking within a month whenever someone sits down.'],
      ['Scratched arm', 'One arm had a long scratch that we only noticed once it was fully unpacked.'],
      ['Uneven seat', 'One seat sits noticeably lower than the rest, and you feel it every time.'],
      [
        'Not worth the price',
        'For this price I expected tighter joints; there is a gap where the back meets the arm.',
      ],
    ],
    [
      [
        'Too firm for us',
        'The seat is much firmer than we expected: fine for sitting upright, not for lounging.',
      ],
      ['Looks better than it sits', 'It looks lovely, but after an hour on it my back starts to ache.'],
      [
        'Mixed feelings',
        'The frame is solid, but one leg was a few millimetres short and it rocked until we packed it.',
      ],
      [
        'Okay for the price',
        'Decent for the money, though the stitching on one seat is already coming loose.',
      ],
      ['Shallower than expected', 'Fine for sitting, but the seat is shallower than we had imagined.'],
    ],
    [
      [
        'Very good, one small issue',
        'Comfortable and well built, though the back is a little upright for napping.',
      ],
      ['Nearly perfect', 'Lovely to sit on; I only wish the armrests were wide enough for a cup of tea.'],
      ['Measure your doorway', 'A handsome sofa, but it only just went through our door, so measure first.'],
      ['Happy overall', 'Sits well and looks smart; the legs need felt pads to protect the floor.'],
      ['Good value', 'Good value for the size, although the underside is left rough and unfinished.'],
      ['Four stars for now', 'Looks great so far; four stars until we see how it holds up after a year.'],
      [
        'Comfortable, a bit heavy',
        'Very comfortable, but so heavy that moving it to sweep underneath takes two of us.',
      ],
    ],
    [
      [
        'Heart of our living room',
        'This has become the heart of our living room; everyone fights for a seat in the evening.',
      ],
      ['Sturdy and comfortable', 'Solid frame, no creaks, and deep enough to sit cross-legged.'],
      ['Guests keep asking', 'Every guest who visits asks where we bought this sofa.'],
      [
        'Made for movie nights',
        'We watched three films back to back on it and nobody complained about their back.',
      ],
      ['Looks premium', 'It looks far more expensive than it was, and the finish on the frame is flawless.'],
      [
        'Perfect for a big family',
        'Grandparents, kids and the dog use it every day, and after four months it looks new.',
      ],
      ['Easy to get up from', 'The seat height suits my parents, who find low sofas hard to get out of.'],
      ['Worth the wait', 'We took months to decide, and this sofa was worth every rupee.'],
      ['Fits our flat', 'It fills our living room without crowding it.'],
      ['Lovely to come home to', 'After a long day at work it is the first place I sink into.'],
    ],
  ],
  beds: [
    [
      ['Cracked rail', 'A side rail cracked within a month of normal use.'],
      [
        'Could not assemble',
        'The bolt holes on one rail were drilled in the wrong place, so it would not go together.',
      ],
      ['Regret buying', 'It looks nothing like the photos and the finish is rough to the touch.'],
      ['Gave way', 'One of the supports under the mattress gave way in the second week.'],
    ],
    [
      ['Squeaks every night', 'The bed squeaks at the slightest movement, even after tightening every bolt.'],
      ['Scratched on arrival', 'Two deep scratches on a side rail were there when we unpacked it.'],
      ['Wobbly frame', 'The frame sways from side to side; a carpenter had to add brackets.'],
      ['Poor fit and finish', 'The joints do not line up and one corner has a visible gap.'],
    ],
    [
      ['Some creaking', 'Fine overall, but it creaks on one side when I turn over at night.'],
      ['Average finish', 'Sturdy enough, but there are drips of polish along the side rails.'],
      ['Bolts keep loosening', 'It does the job, but the bolts kept loosening for the first few weeks.'],
      ['Bulkier than pictured', 'Sleeps well, but it looks bulkier in the room than in the photos.'],
      [
        'Needed a carpenter',
        'Good frame, but the mattress support needed an extra plank from a local carpenter.',
      ],
    ],
    [
      ['Very good bed', 'Sturdy and handsome, though the corners are sharp with a toddler about.'],
      ['Heavy to move', 'Very well made, but so heavy that rearranging the room is a two-person job.'],
      ['Small gap', 'Lovely bed; there is a small gap at the foot end with our mattress.'],
      ['Happy with it', 'Comfortable and strong; the bolt covers do not quite match the wood.'],
      ['A little high', 'Well made, but a little high for my mother to climb into easily.'],
      ['Almost perfect', 'No complaints about the build; the underside could have been finished better.'],
      ['Good bed for the price', 'Feels solid; one bolt needed tightening again after the first month.'],
    ],
    [
      ['Sleeping better', 'Rock solid: not a creak when you turn over at night.'],
      ['Bedroom centrepiece', 'It makes the whole bedroom look finished; the proportions are just right.'],
      ['Strong and silent', 'Our two boys use it as a trampoline, and there is not a single squeak.'],
      ['Mattress fits snugly', 'Our mattress sits snugly, with no gap at the sides.'],
      ['Heirloom quality', 'It feels like something we will hand down to our children.'],
      ['Great finish', 'Smooth edges everywhere, with nothing to snag the bedsheets on.'],
      ['Like a hotel room', 'It looks just like the photos, and the bedroom feels like a hotel now.'],
      ['Worth saving for', 'We saved up for this bed and do not regret a rupee of it.'],
      ['Solid build', 'The frame is heavy and well joined, and it does not shift on our marble floor.'],
    ],
  ],
  dining: [
    [
      ['Cracked on arrival', 'There was a crack along the wood when we unpacked it.'],
      ['Very poor finish', 'Rough patches everywhere, as if it skipped the final sanding.'],
      ['Warped', 'It warped during the first monsoon and no longer sits flat.'],
      ['Do not recommend', 'It looks cheap in person, nothing like the photos.'],
    ],
    [
      ['Wobbles', 'It wobbles wherever we place it; folded paper under a corner is the only fix.'],
      ['Splitting joint', 'A joint has opened up along one side after three months.'],
      ['Damaged corner', 'A corner was chipped when it arrived, right where everyone sees it.'],
      ['Not sturdy', 'The joints started loosening after a couple of months of daily use.'],
    ],
    [
      ['Thin finish', 'It looks fine, but the finish feels thin and marks easily.'],
      ['Not quite level', 'Serviceable, but it rocks slightly even on our level floor.'],
      ['Worn edges', 'Nice design, but some of the polish was already rubbed off at the edges.'],
      ['Expected more', 'Decent, but for this price I expected better sanding under the edges.'],
      ['Plainer in person', 'Fine for daily use, though it looks plainer in person than in the pictures.'],
    ],
    [
      ['Heavy, but lovely', 'Beautifully made, though it takes two people to move it for cleaning.'],
      ['Minor marks', 'Lovely piece; a couple of tiny dents in the finish that you only see up close.'],
      ['A shade darker', 'Well made; the wood tone is a shade darker than we pictured, but it works.'],
      ['Sturdy, small gap', 'Solid and steady; one joint shows a hairline gap in the polish.'],
      ['Good quality', 'Good quality overall; the edges could have been sanded a little smoother.'],
      ['Use coasters', 'It looks great in the room, but the finish marks with hot cups, so coasters it is.'],
      ['Shows dust', 'Handsome and solid, though the finish shows every speck of dust.'],
    ],
    [
      ['Family meals feel special', 'Sunday lunches in our dining room feel special now.'],
      ['Dining room complete', 'Our dining room finally looks finished, and it photographs beautifully.'],
      ['Rock steady', 'Everything is rock steady, even with the kids climbing around it.'],
      ['Better than the showroom', 'Better built than what we saw at two big showrooms, and for less.'],
      ['Elegant', 'Simple, elegant lines that suit both our old and our new furniture.'],
      [
        'Easy to keep clean',
        'The finish wipes clean with a damp cloth, which matters with children at every meal.',
      ],
      ['Great craftsmanship', 'You can see the care in the joinery; nothing is loose or wobbly.'],
      ['The relatives want one', 'Our relatives asked for the link the moment they saw it at Diwali.'],
      ['Built for decades', 'A big spend for us, but it feels like it will last decades.'],
    ],
  ],
  wardrobes: [
    [
      ['Arrived broken', 'The top panel was split in two when we opened the packing.'],
      ['Warped panels', 'The panels are warped and nothing closes properly.'],
      ['Worrying holes', 'We found small bore holes in the back panel after a month, which worries us.'],
      ['Not as described', 'It looks cheap and flimsy in person, nothing like the photos.'],
    ],
    [
      ['Misaligned', 'Nothing lines up properly, and the gaps are visible from across the room.'],
      ['Damaged panel', 'A side panel had a dent and a split at the bottom when it arrived.'],
      ['Musty inside', 'Clothes kept inside pick up a damp smell; we keep naphthalene balls in there now.'],
      ['Loose handles', 'Two handles came loose within a week, and the screws strip easily.'],
    ],
    [
      ['Rough inside', 'It holds plenty, but the inside panels are rough and catch on delicate fabrics.'],
      ['Not level', 'Decent storage, but it is not quite level and needed packing under one side.'],
      ['Patchy finish inside', 'It looks fine from the outside; inside, the finish is patchy.'],
      ['Took two visits', 'A good size, but it took two visits from the fitter to get everything aligned.'],
      ['Thin back panel', 'Serviceable, though the back panel is thinner than I expected.'],
    ],
    [
      ['Anchor it', 'Well made and heavy; we anchored it to the wall anyway, with children in the house.'],
      ['Stiff at first', 'Lovely piece; everything was a little stiff to open for the first few weeks.'],
      ['Good storage', 'Plenty of space, though I would have liked one more compartment.'],
      ['Mind the floor', 'Sturdy and good-looking; it needs pads underneath so it does not mark the floor.'],
      ['Almost there', 'A very good build, but the inside is finished rougher than the outside.'],
      ['Small handles', 'A good buy overall; the handles are smaller than they look in the photos.'],
      ['A bit darker', 'Solid and roomy, and a little darker than we expected.'],
    ],
    [
      ['So much storage', 'It swallowed everything from two old cupboards, with room to spare.'],
      ['Solid piece', 'Heavy, well joined and perfectly square; nothing rattles.'],
      ['Bedroom transformed', 'The bedroom finally looks tidy, and the piece itself is handsome.'],
      ['Great quality', 'Thick panels and a smooth finish, inside and out.'],
      ['No musty smell', 'Clothes stay fresh inside, with no musty smell even in the monsoon.'],
      ['Well made', 'Every joint is tight and the back panel is properly fixed, not just tacked on.'],
      ['Love it', 'It looks lovely against our white walls and holds far more than it seems to.'],
      ['Organised at last', 'My wife finally has room for all her sarees, neatly folded.'],
      ['Good investment', 'Pricey, but it feels built to last a lifetime.'],
    ],
  ],
  chairs: [
    [
      ['Broke quickly', 'A joint split within three weeks of normal use.'],
      ['Very uncomfortable', 'Impossible to sit on for more than ten minutes.'],
      ['Damaged', 'It arrived with a crack at a joint and a deep gouge in the seat.'],
      ['Poor quality', 'It feels flimsy and looks nothing like the photos.'],
    ],
    [
      ['Wobbly', 'It wobbles from side to side, and the joints are not tight.'],
      ['Rough finish', 'Rough spots on the seat snag our clothes.'],
      ['Creaky', 'It creaks loudly every time anyone sits down or gets up.'],
      ['Loose joints', 'The joints loosened within a month and need tightening every week.'],
    ],
    [
      ['Fine for a short while', 'Fine for short sitting, but not something I would spend an evening on.'],
      ['Not quite level', 'Decent, but it is not quite level on our floor.'],
      ['Wearing already', 'It looks nice, but the finish is already wearing where hands rest.'],
      ['Putty in a joint', 'Serviceable, but one joint has a small gap filled with putty.'],
      ['Plainer than pictured', 'Comfortable enough, but it looks plainer in person.'],
    ],
    [
      ['Good chair', 'Comfortable and solid; it needs felt pads on our tiles.'],
      ['Slightly firm', 'Well made, but the seat is a little firm for very long sittings.'],
      ['One small mark', 'A lovely piece with one tiny mark on the finish.'],
      ['A touch heavy', 'Solid build, a touch heavier than I would like to carry around.'],
      ['Lighter than the photos', 'Nice and sturdy; the finish is a shade lighter than in the photos.'],
      ['One loose screw', 'Good value, though one screw needed tightening after a week.'],
      ['A little narrow', 'Comfortable and steady; the seat is a tad narrow for me.'],
    ],
    [
      [
        'Steady and comfortable',
        'Steady on the floor with no wobble at all, and comfortable for long stretches.',
      ],
      ['Everyone’s favourite seat', 'It has become everyone’s favourite seat in the house.'],
      ['Beautifully finished', 'A smooth finish all over, with not a single rough edge.'],
      ['Takes any weight', 'My father is a big man and it does not even creak under him.'],
      ['Great quality', 'Far better built than any chair we had before.'],
      ['Brightens the corner', 'It brightens up the corner it sits in; guests always comment.'],
      ['Right height', 'The seat height is just right for me, and I am only five feet tall.'],
      ['Ordered another', 'Good quality for the money, so I have ordered another.'],
      ['Comfortable for hours', 'I sit on it for hours and never feel stiff afterwards.'],
    ],
  ],
  tables: [
    [
      ['Cracked top', 'The top developed a crack across the grain within a month.'],
      ['Came apart', 'A joint came apart when I moved it across the room.'],
      ['Splinters', 'A rough finish and sharp splinters at the edges; not safe with children.'],
      ['Not as shown', 'The colour and finish are nothing like the photos.'],
    ],
    [
      ['Marks easily', 'A cup of tea left a white ring on the top within the first week.'],
      ['Wobbles', 'It wobbles, and the joints feel loose even after tightening.'],
      ['Chipped edge', 'One edge was chipped on arrival, right at the front where everyone sees it.'],
      ['Flimsy for the price', 'It feels lighter and flimsier than the price suggests.'],
    ],
    [
      ['Shows fingerprints', 'It is fine, but the top shows every fingerprint.'],
      ['Thin finish', 'Decent, though the finish feels thin on the top.'],
      ['Small dent', 'A nice design, but it arrived with a small dent near one corner.'],
      ['Plainer in person', 'It looks plainer in person, and the grain is less striking.'],
      ['Needed shimming', 'Usable, but not quite level; we had to shim it.'],
    ],
    [
      ['Use coasters', 'Nice and solid; the top marks with hot cups, so we use coasters.'],
      ['A bit low', 'Well made, but a bit lower than I had imagined.'],
      ['Polish drips underneath', 'Good quality, apart from a few tiny polish drips underneath.'],
      ['Warmer colour', 'It looks great; the colour is a little warmer than in the photos.'],
      ['Heavier than it looks', 'Sturdy and neat, though heavier to lift than it looks.'],
      ['Slight rock', 'A good piece, but it needed a felt pad under one corner to stop a slight rock.'],
      ['Glossier than expected', 'Good value; the finish is a bit glossier than I expected.'],
    ],
    [
      ['Just the right size', 'Exactly the size we needed; it fits the space as if made for it.'],
      ['Lovely finish', 'The top is as smooth as glass and the edges are neatly finished.'],
      ['Completely steady', 'Completely steady: leaning on it does not move it at all.'],
      ['Gorgeous grain', 'The grain on the top is gorgeous; it is a real talking point.'],
      ['Solid for its size', 'Well made, heavy and solid for its size.'],
      ['Ties the room together', 'It ties the whole room together.'],
      ['Looks expensive', 'It looks like it cost twice as much.'],
      ['Practical and pretty', 'Handy for tea, books and the remote, and it looks good doing it.'],
      ['Bought a second', 'We liked it so much that we bought another for my sister.'],
    ],
  ],
  'tv-units': [
    [
      ['Broken panel', 'A side panel was split when we unpacked it.'],
      ['Nothing is square', 'Nothing is square, and it looks cheap.'],
      ['Warped top', 'The top warped within two months and the TV no longer stands level.'],
    ],
    [
      ['Bowing top', 'The top has started to bow in the middle under an ordinary TV.'],
      ['Scratched', 'It arrived scratched along the front edge.'],
      ['Poor finish', 'Rough edges and polish drips all along the sides.'],
    ],
    [
      ['Patchy top', 'Fine for the TV, but the finish is patchy on the top.'],
      ['Cable holes', 'Serviceable, but the cable holes are in the wrong place for our sockets.'],
      ['Leaning TV', 'It looks nice, but it is not quite level and the TV leans slightly.'],
      ['Plain in person', 'Decent, though plainer in person than in the pictures.'],
    ],
    [
      ['More cable holes, please', 'A good build; I wish there were more holes at the back for cables.'],
      ['Shows dust', 'It looks lovely, but it shows dust very quickly.'],
      ['Darker than the photos', 'Solid and smart, a shade darker than the photos.'],
      ['Plain back', 'Sturdy and neat; the back panel is plainer than the rest.'],
      ['Took some levelling', 'Good value, though it took a while to level on our floor.'],
    ],
    [
      ['Everything fits', 'Our TV, set-top box and soundbar all fit with room to spare.'],
      ['A tidy living room', 'We hid all the wires behind it, and the room finally looks tidy.'],
      ['Anchors the wall', 'Solid, heavy and handsome; it anchors the whole wall.'],
      ['Even finish', 'The finish is even all over, with no drips or rough spots.'],
      ['Just what we wanted', 'Exactly what we wanted for the living room.'],
      ['No bowing', 'Well made, and nothing bows under the weight of the TV.'],
    ],
  ],
  'modular-kitchen': [
    [
      ['Wrong sizes', 'Half the shutters were the wrong size and had to be remade.'],
      ['Poor workmanship', 'Screws were left exposed and a gap at the countertop was filled with silicone.'],
      ['Not as planned', 'The finished kitchen does not match the design we approved.'],
    ],
    [
      ['Swelling near the sink', 'The panel under the sink has started to swell at the edges.'],
      ['Uneven shutters', 'The shutters are uneven and the gaps between them are different sizes.'],
      ['Peeling edges', 'The edge banding is already peeling off two shutters.'],
    ],
    [
      ['Untidy sink area', 'The units are fine, but the finishing around the sink is untidy.'],
      ['Two shutters out of line', 'It works, but two shutters do not line up with the rest.'],
      ['A gap in the plan', 'Good materials, but the plan left a gap that we now fill with a trolley.'],
      ['Darkened edges', 'Decent, though the edges near the hob have already darkened.'],
    ],
    [
      ['One shutter adjusted', 'Well made; one shutter needed re-aligning after a month.'],
      ['Awkward corner', 'A lovely finish, though the corner unit is awkward to reach into.'],
      ['More shelves, please', 'Good storage; we would have liked a few more shelves inside.'],
      ['Greasy handles', 'It looks great, but the handles collect grease and need regular wiping.'],
      ['Sealing could be neater', 'Good quality; the sealing behind the hob could be neater.'],
    ],
    [
      ['Dream kitchen', 'Cooking is a pleasure now; everything has its place.'],
      ['Excellent fit', 'Every unit fits our walls to the centimetre.'],
      ['Worth the spend', 'A big spend, but the kitchen looks and works the way a new one should.'],
      ['Room for every vessel', 'All our steel vessels and pressure cookers fit, with space left over.'],
      ['Very neat', 'Clean lines, neat edges and not a single shutter out of line.'],
      ['Well planned', 'The layout they drew up makes our small kitchen feel much bigger.'],
    ],
  ],
  furniture: [
    [
      ['Cracked', 'It cracked within a month of normal use.'],
      ['Nothing like the photos', 'It looks nothing like the photos we ordered from.'],
      ['Would not buy again', 'Flimsy and badly finished all over.'],
    ],
    [
      ['Disappointing', 'The joints loosened within a couple of months.'],
      ['Dented', 'It arrived with a dent and a scratch on the front.'],
      ['Drips and rough patches', 'Rough patches and polish drips all over it.'],
    ],
    [
      ['Uneven finish', 'It does the job, but the finish is uneven in places.'],
      ['Plainer than online', 'Decent, but plainer in person than in the pictures.'],
      ['Not level', 'A good size, but it was not quite level and needed shimming.'],
      ['Nothing special', 'Fine for the price, but nothing special.'],
    ],
    [
      ['Good buy', 'Good quality, though the finish is a little darker than expected.'],
      ['Tiny marks', 'Well made, with a couple of tiny marks you only see up close.'],
      ['Heavier than expected', 'Solid and handsome, a bit heavier than we expected.'],
      ['One loose screw', 'A nice piece; one screw needed tightening after a week.'],
      ['Unfinished underneath', 'Good overall, but the underside is left unfinished.'],
    ],
    [
      ['Lovely piece', 'Beautifully made and exactly what we hoped for.'],
      ['Very good quality', 'Solid, well finished and a pleasure to use every day.'],
      ['Would buy again', 'We would happily buy from this range again.'],
      ['Better than online', 'It looks even better at home than it did online.'],
      ['Well made', 'Tight joints, an even finish and no wobble anywhere.'],
      ['Well thought out', 'Everything about it feels well thought out.'],
    ],
  ],
};

export const openingsFor = (category: string): ByStars<readonly Opening[]> =>
  REVIEW_OPENINGS[category] ?? (REVIEW_OPENINGS['furniture'] as ByStars<readonly Opening[]>);

/**
 * Remarks on one thing about a product, praise for four and five stars, faults for one to three: each where the
 * product's name, description, features or material match `part` (any product without one), and only when its
 * {wood}, {fabric}, {variant} (the size and colour bought) and {colour} are known.
 */
export interface Remarks {
  part?: RegExp;
  praise: readonly string[];
  fault: readonly string[];
}

export const REVIEW_REMARKS: readonly Remarks[] = [
  {
    praise: [
      'We chose the {variant} and are very pleased with it.',
      'The {variant} was the right pick for our room.',
    ],
    fault: [
      'The {colour} came out darker than it looks in the photos.',
      'We ordered the {variant}; the shade is duller than on screen.',
    ],
  },
  {
    praise: [
      'It is real {wood}, and you feel the weight of it when you move it.',
      'It smelled of fresh {wood} and polish for the first week, which we rather liked.',
    ],
    fault: [
      'The {wood} has a couple of filled knots that the photos do not show.',
      'There is a hairline crack in the {wood} near one joint; we were told solid wood does that.',
    ],
  },
  {
    praise: [
      'The {fabric} upholstery feels soft and has not pilled.',
      'The {fabric} is hard-wearing and cleans up easily.',
    ],
    fault: [
      'The {fabric} marks easily and needs a clean every few weeks.',
      'The {fabric} has started to pill where we sit most.',
    ],
  },
  {
    part: /drawers/,
    praise: [
      'The drawers glide out smoothly even when full.',
      'The drawers are deep and close neatly flush with the front.',
    ],
    fault: [
      'One drawer sticks in the humid months and needs a firm tug.',
      'One drawer front sits slightly crooked.',
    ],
  },
  {
    part: /\bdoors?\b/i,
    praise: ['The doors line up evenly and close flush.'],
    fault: ['One door sits a few millimetres proud of its neighbour.'],
  },
  {
    part: /mirror/,
    praise: ['The full-length mirror arrived without a single mark.'],
    fault: ['The mirror has a slight ripple that distorts your reflection.'],
  },
  {
    part: /locker/,
    praise: ['The internal locker is a thoughtful touch for jewellery.'],
    fault: ['The locker key feels flimsy and turns stiffly.'],
  },
  {
    part: /soft-close/i,
    praise: ['The soft-close fittings shut gently every time.'],
    fault: ['One soft-close fitting slams instead of closing gently.'],
  },
  {
    part: /sliding/,
    praise: ['The sliding doors glide quietly and save so much space.'],
    fault: ['The sliding doors rattle when pushed shut.'],
  },
  {
    part: /hydraulic/,
    praise: ['The hydraulic lift makes the storage underneath easy to reach.'],
    fault: ['One hydraulic strut is weak, so the base drops faster than it should.'],
  },
  {
    part: /headboard/,
    praise: ['The carved headboard is the first thing anyone notices.'],
    fault: ['The headboard knocks against the wall when we sit up in bed.'],
  },
  {
    part: /carv/i,
    praise: ['The carving is crisp and even, clearly done with care.'],
    fault: ['Dust settles in the carving and takes patience to clean.'],
  },
  {
    part: /jali/i,
    praise: ['The jali work is delicate and beautiful.'],
    fault: ['The jali work has a couple of rough, splintered edges.'],
  },
  {
    part: /marble/i,
    praise: ['The marble top stays cool and has not stained.'],
    fault: ['The marble top already shows a faint ring from a glass of juice.'],
  },
  {
    part: /glass/i,
    praise: ['The glass doors show off our good crockery.'],
    fault: ['One glass door rattles in its frame.'],
  },
  {
    part: /cane/i,
    praise: ['The cane seat is tight, springy and cool in summer.'],
    fault: ['The cane seat has started to sag in the middle.'],
  },
  {
    part: /rock(ing|er)/i,
    praise: ['It rocks smoothly and quietly.'],
    fault: ['It creeps forward across our tiles as it rocks.'],
  },
  {
    part: /cushion|padded|foam/i,
    praise: ['The cushioning is firm at first and softens nicely after a few weeks.'],
    fault: ['The cushioning flattens quickly and needs plumping every day.'],
  },
  {
    part: /chaise/i,
    praise: ['The chaise is where everyone ends up for an afternoon nap.'],
    fault: ['The chaise does not sit quite flush with the main section.'],
  },
  {
    part: /ottoman/i,
    praise: ['The storage ottoman swallows all our spare quilts.'],
    fault: ['The ottoman lid is heavy and will not stay open on its own.'],
  },
  {
    part: /opens into a (double )?bed/i,
    praise: ['It opens into a bed in a minute, and our guests slept well on it.'],
    fault: ['Opening it into a bed is stiff and takes two people.'],
  },
  {
    part: /slatted/i,
    praise: ['The slatted back lets the air through, a blessing in summer.'],
    fault: ['Crumbs and dust get stuck between the slats.'],
  },
  {
    part: /stackable/i,
    praise: ['They stack neatly when we need the floor space.'],
    fault: ['The finish scuffs where they touch when stacked.'],
  },
  {
    part: /footrest/i,
    praise: ['The footrest is at just the right height.'],
    fault: ['The footrest has a rough edge underneath.'],
  },
  {
    part: /brass/i,
    praise: ['The brass details have a lovely warm shine.'],
    fault: ['The brass has already started to tarnish in places.'],
  },
  {
    part: /shel(f|ves)/i,
    praise: ['Nothing on the shelving sags, even fully loaded.'],
    fault: ['The shelving has started to bow in the middle.'],
  },
  {
    part: /cable/i,
    praise: ['The cable cut-out keeps the desk free of wires.'],
    fault: ['The cable cut-out is too small for a laptop charger plug.'],
  },
  {
    part: /tuck into|set of three/i,
    praise: ['The tables nest into one another neatly.'],
    fault: ['The smallest table catches on the middle one when we slide it in.'],
  },
  {
    part: /spill/i,
    praise: ['Dal and turmeric spills wipe straight off the top.'],
    fault: ['Despite the spill-proof finish, a hot dish left a white mark on the top.'],
  },
  {
    part: /chairs/,
    praise: ['The chairs stay comfortable through a long family lunch.'],
    fault: ['Two of the chairs wobble slightly on our floor.'],
  },
  {
    part: /rounded/i,
    praise: ['Nothing sharp to bump into, a relief with a toddler around.'],
    fault: [],
  },
  {
    part: /installation|fitted by our team/i,
    praise: ['The fitting team finished on schedule and left the place spotless.'],
    fault: ['Fitting ran three days over because one unit came in the wrong size.'],
  },
];

/** A word on the delivery, the packing or the shop. */
export const REVIEW_EXPERIENCES: ByStars<readonly string[]> = [
  [
    'It arrived two weeks late, and only after several calls.',
    'We have been waiting three weeks for a reply about a replacement.',
    'Customer care keeps promising a visit from a carpenter who never comes.',
    'The delivery men dropped it on the stairs and still asked us to sign.',
    'Nobody from the shop has answered our complaint so far.',
    'The packing was badly crushed, and nobody would take it back on the spot.',
  ],
  [
    'Delivery was late by a week, with no explanation.',
    'The packing was torn open on one side when it reached us.',
    'Customer care took ten days to answer my photos of the damage.',
    'The delivery team refused to carry it beyond the ground floor.',
    'We were given three different delivery dates before it finally came.',
    'The packing was a single layer of plastic with nothing over the corners.',
  ],
  [
    'Delivery was five days late and nobody called to tell us.',
    'One corner of the packing was crushed, though the piece survived.',
    'Customer care replied, but only after two reminders.',
    'The delivery team left it in the hall, and we had to move it ourselves.',
    'The delivery itself was fine, but the promised call before it never came.',
    'It took two calls to get a delivery date.',
  ],
  [
    '',
    'Delivery took a few days longer than quoted, but the team was courteous.',
    'Well packed, though clearing away all the plastic took us a while.',
    'Delivery was on time, if the team was in a bit of a hurry.',
    'Customer care took a day to reply but answered my question properly.',
    'It arrived safely; the delivery slot changed once at short notice.',
    'The delivery team was careful, if a little late in the day.',
    'Good packing and a smooth delivery overall.',
  ],
  [
    '',
    'It was delivered two days early, and the team placed it exactly where we wanted.',
    'The packing was thick and careful, with foam on every corner.',
    'The delivery team carried everything up three floors without a fuss.',
    'Customer care called the day before to agree a delivery slot.',
    'It came on the promised date, and the delivery men even took the cardboard away.',
    'The delivery crew set it up and checked every joint before leaving.',
    'The tracking updates were accurate right up to our doorstep.',
    'Delivery to our small town took a week, exactly as quoted.',
    'Paying on delivery was no hassle at all.',
    'The shop answered my questions quickly before I ordered, which helped me choose.',
    'It arrived in perfect condition despite the long trip to our town.',
  ],
];

export const REVIEW_CLOSINGS: ByStars<readonly string[]> = [
  ['', 'Would not order again.', 'Save your money.', 'Very disappointed overall.'],
  [
    '',
    'Expected better at this price.',
    'Cannot really recommend it.',
    'Would think twice before ordering again.',
  ],
  [
    '',
    'Think it over before you buy.',
    'Three stars for now.',
    'Just about okay for the price.',
    'Hoping it holds up.',
  ],
  [
    '',
    'Recommended, with that one small caveat.',
    'Would still buy it again.',
    'Good value overall.',
    'Four stars from us.',
    'Happy enough to recommend it.',
  ],
  [
    '',
    'Highly recommended.',
    'Would buy from here again.',
    'Five stars without hesitation.',
    'Already planning our next order.',
    'Thank you, Sheesham Home.',
    'Could not be happier.',
    'Real value for money.',
  ],
];
