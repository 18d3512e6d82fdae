import type { Language } from '../personalisation/languages.ts';

/**
 * The e-mails' own words in the six languages (issue 49 item 1, decision 0136): ICU messages, pure data, read by the
 * server's translator (`server/src/shared/translate.ts`). English is the reference; a text the spec fixes stays in
 * English in every language and is not here. Trade terms follow the web's glossary
 * (`web/src/lib/i18n/catalogues/glossary.json`).
 */
export const mailMessageKeys = [
  'mail.footer',
  'mail.stop',
  'alert.subject',
  'alert.checks',
  'alert.action',
  'channelPaused.subject',
  'channelPaused.intro',
  'channelPaused.stillByMail',
  'channelPaused.action',
] as const;
export type MailMessageKey = (typeof mailMessageKeys)[number];

export const mailCatalogue: Record<Language, Record<MailMessageKey, string>> = {
  en: {
    'mail.footer':
      '{product} — delivered sugar prices for physical traders. You receive this e-mail because of an action on your {product} account.',
    'mail.stop': 'Stop these e-mails',
    'alert.subject': 'Price alert',
    'alert.checks': 'PSC checks your alerts after every publication of prices, FX and freight.',
    'alert.action': 'See your alerts',
    'channelPaused.subject': 'Alert channel paused',
    'channelPaused.intro': 'PSC paused your {service} channel "{name}" because its messages keep failing.',
    'channelPaused.stillByMail':
      'Your alerts still reach you by e-mail and in PSC. Resume the channel once it works again.',
    'channelPaused.action': 'See your channels',
  },
  'pt-BR': {
    'mail.footer':
      '{product} — preços de açúcar entregue para traders físicos. Você recebe este e-mail por causa de uma ação na sua conta {product}.',
    'mail.stop': 'Parar estes e-mails',
    'alert.subject': 'Alerta de preço',
    'alert.checks': 'O PSC verifica seus alertas após cada publicação de preços, câmbio e frete.',
    'alert.action': 'Ver seus alertas',
    'channelPaused.subject': 'Canal de alertas pausado',
    'channelPaused.intro':
      'O PSC pausou seu canal {service} "{name}" porque as mensagens continuam falhando.',
    'channelPaused.stillByMail':
      'Seus alertas continuam chegando por e-mail e no PSC. Retome o canal quando ele voltar a funcionar.',
    'channelPaused.action': 'Ver seus canais',
  },
  es: {
    'mail.footer':
      '{product}: precios de azúcar entregada para traders físicos. Recibe este correo por una acción en su cuenta de {product}.',
    'mail.stop': 'Dejar de recibir estos correos',
    'alert.subject': 'Alerta de precio',
    'alert.checks': 'PSC revisa sus alertas tras cada publicación de precios, tipos de cambio y fletes.',
    'alert.action': 'Ver sus alertas',
    'channelPaused.subject': 'Canal de alertas en pausa',
    'channelPaused.intro': 'PSC pausó su canal de {service} «{name}» porque sus mensajes siguen fallando.',
    'channelPaused.stillByMail':
      'Sus alertas siguen llegando por correo y en PSC. Reanude el canal cuando vuelva a funcionar.',
    'channelPaused.action': 'Ver sus canales',
  },
  'zh-CN': {
    'mail.footer':
      '{product} — 为实货贸易商提供到岸糖价。您收到此邮件是因为您的 {product} 账户上的一项操作。',
    'mail.stop': '停止接收这些邮件',
    'alert.subject': '价格提醒',
    'alert.checks': '每次发布价格、汇率和运费后，PSC 都会检查您的提醒。',
    'alert.action': '查看您的提醒',
    'channelPaused.subject': '提醒频道已暂停',
    'channelPaused.intro': '由于消息持续发送失败，PSC 已暂停您的 {service} 频道“{name}”。',
    'channelPaused.stillByMail': '您的提醒仍会通过电子邮件和 PSC 送达。频道恢复正常后请重新启用。',
    'channelPaused.action': '查看您的频道',
  },
  id: {
    'mail.footer':
      '{product} — harga gula terkirim untuk pedagang fisik. Anda menerima e-mail ini karena suatu tindakan di akun {product} Anda.',
    'mail.stop': 'Berhenti menerima e-mail ini',
    'alert.subject': 'Peringatan harga',
    'alert.checks': 'PSC memeriksa peringatan Anda setelah setiap publikasi harga, kurs, dan ongkos angkut.',
    'alert.action': 'Lihat peringatan Anda',
    'channelPaused.subject': 'Kanal peringatan dijeda',
    'channelPaused.intro': 'PSC menjeda kanal {service} Anda "{name}" karena pesannya terus gagal.',
    'channelPaused.stillByMail':
      'Peringatan Anda tetap sampai lewat e-mail dan di PSC. Lanjutkan kanal setelah berfungsi kembali.',
    'channelPaused.action': 'Lihat kanal Anda',
  },
  ar: {
    'mail.footer':
      '{product} — أسعار السكر المسلَّم لتجار السلع الفعلية. تصلك هذه الرسالة بسبب إجراء في حسابك على {product}.',
    'mail.stop': 'إيقاف هذه الرسائل',
    'alert.subject': 'تنبيه سعر',
    'alert.checks': 'يفحص PSC تنبيهاتك بعد كل نشر للأسعار وأسعار الصرف والشحن.',
    'alert.action': 'عرض تنبيهاتك',
    'channelPaused.subject': 'تم إيقاف قناة التنبيهات مؤقتًا',
    'channelPaused.intro': 'أوقف PSC قناة {service} «{name}» مؤقتًا لأن رسائلها تفشل باستمرار.',
    'channelPaused.stillByMail':
      'ما زالت تنبيهاتك تصلك بالبريد الإلكتروني وفي PSC. استأنف القناة عندما تعمل من جديد.',
    'channelPaused.action': 'عرض قنواتك',
  },
};
