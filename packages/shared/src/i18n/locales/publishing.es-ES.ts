/** Publishing to Bluesky and Mastodon: refusals and states (docs/decisions/0057) — es-ES. */
export const publishingEsES = {
  errors: {
    planRequired:
      'Publicar en Bluesky y Mastodon está disponible en los planes Profissional y Premium. Mejora tu plan para conectar tus cuentas.',
    textOrPosts: 'Envía un texto o una lista de publicaciones (un hilo), no ambos.',
    badTime: 'La hora debe ser una fecha y hora con su desfase, por ejemplo 2027-03-01T09:00:00+01:00.',
    timeOutOfRange: 'La hora debe estar entre ahora y un año más adelante.',
    networkMismatch: 'Esta publicación se escribió para {{network}}; elige una cuenta conectada de esa red.',
    tooLong: 'La publicación {{index}} es más larga de lo que {{network}} permite ({{limit}}).',
    image: 'La foto debe ser una data URL JPEG, PNG o WebP de 1 MB como máximo.',
    mainPassword:
      'Esta es la contraseña principal de tu cuenta. Crea una contraseña de aplicación en los ajustes de Bluesky (Ajustes → Privacidad y seguridad → Contraseñas de aplicación) y úsala.',
    signInRefused:
      'El servidor rechazó el inicio de sesión: revisa el identificador y la contraseña de aplicación.',
    unreachable:
      'No se pudo contactar con el servidor, o respondió algo que no pudimos leer. Revisa su dirección e inténtalo de nuevo.',
    blocked:
      'CaptIA no puede acceder a esta dirección: solo a servidores públicos en https (puerto estándar).',
    stateInvalid: 'Este enlace de inicio de sesión caducó o ya se usó. Vuelve a empezar la conexión.',
    missed:
      'El servidor no estaba en marcha a la hora de la publicación y han pasado más de 24 horas; no se publicó.',
    disconnected: 'La cuenta se desconectó antes de que saliera la publicación.',
  },
};
