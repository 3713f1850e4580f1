/** Enlaces de revisión y webhooks: rechazos y avisos (docs/decisions/0058) — es-ES. */
export const integrationsEsES = {
  review: {
    errors: {
      planRequired:
        'Los enlaces de revisión están disponibles en los planes Profissional y Premium. Mejora tu plan para enviar una campaña a revisión.',
      commentsOff:
        'Este enlace de revisión no admite comentarios: aprueba la publicación o pide cambios sin comentar.',
    },
  },
  webhooks: {
    errors: {
      planRequired:
        'Los webhooks están disponibles en los planes Profissional y Premium. Mejora tu plan para enviar los eventos de CaptIA a tus herramientas.',
      duplicateEvents: 'Cada evento puede aparecer una sola vez.',
    },
    disabledReason: 'Las entregas fallaron durante un día (última respuesta: {{status}}).',
  },
};
