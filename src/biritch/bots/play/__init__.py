"""Card play: leads, sampling hidden hands consistent with the view (:mod:`.worlds`),
Monte-Carlo double dummy (:mod:`.cardplay`), conventions, signals and reading the play."""
