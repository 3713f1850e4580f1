/** E-mail texts (verification, password reset) — es-ES. */
export const mailEsES = {
  footer: 'CaptIA — textos con IA para redes sociales',
  greeting: '¡Hola, {{name}}!',
  greetingNoName: '¡Hola!',
  linkFallback: 'Si el botón no funciona, copia este enlace y pégalo en tu navegador:',
  signature: 'El equipo de CaptIA',
  verification: {
    subject: 'Confirma tu correo en CaptIA',
    preheader: 'Un clic y tu cuenta queda confirmada.',
    intro:
      '¡Gracias por registrarte en CaptIA! Confirma tu dirección de correo para que sepamos que eres tú.',
    button: 'Confirmar mi correo',
    ignore: 'Si no has creado una cuenta en CaptIA, puedes ignorar este correo.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de CaptIA',
    preheader: 'Elige una contraseña nueva en unos segundos.',
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de CaptIA. Pulsa el botón de abajo para elegir una nueva.',
    button: 'Elegir una contraseña nueva',
    expiresHours_one: 'El enlace solo se puede usar una vez y caduca en {{count}} hora.',
    expiresHours_other: 'El enlace solo se puede usar una vez y caduca en {{count}} horas.',
    expiresMinutes_one: 'El enlace solo se puede usar una vez y caduca en {{count}} minuto.',
    expiresMinutes_other: 'El enlace solo se puede usar una vez y caduca en {{count}} minutos.',
    ignore: 'Si no has sido tú, puedes ignorar este correo: tu contraseña no cambiará.',
  },
  reviewReceived: {
    subject: 'Nueva revisión de «{{title}}»',
    preheader: '{{reviewer}} revisó tu campaña.',
    intro:
      '{{reviewer}} revisó publicaciones de tu campaña «{{title}}». Cómo están ahora: {{approved}}, {{changes}}, {{pending}}. Abre el planificador para leer los comentarios.',
    approved_one: '{{count}} publicación aprobada',
    approved_other: '{{count}} publicaciones aprobadas',
    changes_one: '{{count}} con cambios pedidos',
    changes_other: '{{count}} con cambios pedidos',
    pending_one: '{{count}} pendiente de revisión',
    pending_other: '{{count}} pendientes de revisión',
    button: 'Abrir la campaña',
    throttle:
      'Enviamos como máximo uno de estos correos cada 30 minutos por enlace de revisión; el planificador siempre muestra todas las revisiones.',
  },
  webhookDisabled: {
    subject: 'Se desactivó un webhook de CaptIA',
    preheader: 'Sus entregas fallaron durante un día.',
    intro:
      'Las entregas a tu webhook {{url}} fallaron durante un día, así que dejamos de enviarle eventos. Revisa el receptor y luego elimina el endpoint y vuelve a añadirlo en Preferencias → Integraciones.',
    button: 'Abrir Preferencias',
  },
};
