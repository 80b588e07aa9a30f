## De eigen berichten, knoppen, menu's en formulieren van de bot.

# /genial config
ui-config-permission = Alleen iemand met 'Server beheren' kan de instellingen van de bot wijzigen, en alleen op een server.
ui-config-unknown = Kies een van de aangeboden talen.
ui-config-language-set = Vanaf nu zijn lobby's, beurtberichten en speelborden op deze server in het { $language }.
