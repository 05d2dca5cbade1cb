# The braille display as an output: turned on and off, and why it cannot be
# had or stopped. The board line's answer is the board reading itself.

braille-on = Braille on.
braille-off = Braille off.
braille-looking = Looking for the braille display.
# $reason: one of the braille-reason-* messages.
braille-unavailable = No braille ({ $reason }); playing on.
braille-reason-no-library = BrlAPI is not installed
braille-reason-no-server = no BRLTTY answers
braille-reason-no-cells = the display has no cells
braille-stopped = Braille display stopped; playing on.
