import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that records what it receives, parsed as a mail client would (smtp-server and mailparser, both
 * from nodemailer's authors). `answer` refuses chosen recipients the way a provider does: 550 for a mailbox that
 * does not exist, 451 for a server that cannot take the message now.
 */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  /** Recipient address → the SMTP code its RCPT TO is answered with. */
  readonly answer = new Map<string, 451 | 550>();
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.answer.get(address.address);
        if (code === undefined) return callback();
        const refusal = new Error(code === 550 ? '5.1.1 No such mailbox' : '4.3.2 Try again later');
        callback(Object.assign(refusal, { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.mails.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server = server;
    return new Promise((done) => server.listen(this.port, '127.0.0.1', done));
  }

  /** Stops answering, as a provider that is down. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((done) => (server ? server.close(() => done()) : done()));
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(address));
  }
}
