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
    ui: {
      title: 'Webhooks',
      lead: 'CaptIA envía sus eventos a tus automatizaciones (n8n, Make, Zapier, tu propio servidor), firmados para que compruebes que vienen de aquí.',
      paidOnly:
        'Los webhooks forman parte de los planes Profissional y Premium: tus automatizaciones se enteran cuando un cliente revisa una publicación, se escribe una campaña o se publica algo.',
      url: 'URL del endpoint',
      urlHint:
        'Una dirección https pública, en el puerto estándar. En la página para desarrolladores verás cómo comprobar la firma.',
      events: 'Eventos que enviar',
      event: {
        review_decided: 'Un cliente aprueba una publicación o pide cambios',
        campaign_created: 'Se escribe una campaña',
        generation_completed: 'Se escriben textos',
        post_published: 'Se publica una publicación',
        post_failed: 'Una publicación no se pudo publicar',
      },
      eventsRequired: 'Elige al menos un evento.',
      add: 'Añadir endpoint',
      adding: 'Añadiendo…',
      secretTitle: 'Copia ahora el secreto de firma',
      secretText: 'Solo se muestra esta vez. Guárdalo donde tu receptor comprueba las firmas.',
      copy: 'Copiar secreto',
      copied: 'Secreto copiado.',
      done: 'Listo',
      loading: 'Cargando webhooks…',
      empty: 'Todavía no hay endpoints de webhook.',
      disabled: 'Desactivado el {{date}}.',
      test: 'Enviar prueba',
      testQueued: 'Evento de prueba en cola.',
      deliveries: 'Últimas entregas',
      noDeliveries: 'Nada entregado todavía.',
      nextRetry: 'próximo intento {{date}}',
      state: { pending: 'en espera', delivering: 'enviando', delivered: 'entregada', failed: 'fallida' },
      remove: 'Eliminar',
      removeNamed: 'Eliminar {{url}}',
      removeTitle: '¿Eliminar este endpoint?',
      removeText: '{{url}} no recibirá más eventos. Las entregas pendientes se descartan.',
      keep: 'Conservar',
    },
    errors: {
      planRequired:
        'Los webhooks están disponibles en los planes Profissional y Premium. Mejora tu plan para enviar los eventos de CaptIA a tus herramientas.',
      duplicateEvents: 'Cada evento puede aparecer una sola vez.',
    },
    disabledReason: 'Las entregas fallaron durante un día (última respuesta: {{status}}).',
  },
  reviewPage: {
    lead: 'Aprueba cada publicación o pide cambios. No hace falta crear una cuenta.',
    invalid:
      'Este enlace de revisión no es válido, caducó o fue revocado. Pide uno nuevo a quien te lo envió.',
    loading: 'Cargando la campaña…',
    dates_one: 'Empieza el {{start}} · {{count}} día',
    dates_other: 'Empieza el {{start}} · {{count}} días',
    expires: 'Este enlace vale hasta el {{date}}.',
    nameLabel: 'Tu nombre',
    nameHint: 'Quien creó la campaña lo ve junto a tus respuestas. Se guarda solo en este navegador.',
    nameRequired: 'Escribe tu nombre antes de responder.',
    postHeading: '{{network}} · {{date}}, {{time}}',
    account: 'Vista previa',
    state: { pending: 'Pendiente de revisión', approved: 'Aprobada', changes: 'Cambios pedidos' },
    approve: 'Aprobar',
    requestChanges: 'Pedir cambios',
    commentLabel: 'Comentario (opcional)',
    sending: 'Enviando…',
    sent: 'Tu respuesta se envió.',
    empty: 'Esta campaña todavía no tiene publicaciones.',
  },
};
