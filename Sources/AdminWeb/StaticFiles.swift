import FoundationEssentials

/// The one stylesheet and the one script, served from the binary so that the
/// pages work wherever it is installed. The script only counts down; every page
/// works without it.
enum StaticFiles {
    static let style = """
        :root { color-scheme: light dark; --accent: #0b6e4f; --warn: #a33; --line: #8884; font-family: system-ui, "Noto Sans", "Noto Naskh Arabic", "DejaVu Sans", sans-serif; }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 48rem; padding: 0.75rem; line-height: 1.45; font-size: 1.05rem; }
        header h1 { margin: 0.2rem 0; font-size: 1.5rem; }
        .dates { margin: 0; opacity: 0.85; }
        nav.languages { display: flex; flex-wrap: wrap; gap: 0.2rem 0.9rem; margin-block: 0.4rem; }
        .next { border: 2px solid var(--accent); border-radius: 0.6rem; padding: 0.6rem 1rem; margin-block: 1rem; text-align: center; }
        .next .label { margin: 0; }
        .next .big { margin: 0.2rem 0; font-size: 2.2rem; font-weight: 700; }
        .countdown { margin: 0; font-size: 1.3rem; font-variant-numeric: tabular-nums; }
        table { border-collapse: collapse; width: 100%; }
        th, td { padding: 0.45rem 0.4rem; border-bottom: 1px solid var(--line); text-align: start; }
        table.times td { font-size: 1.35rem; font-variant-numeric: tabular-nums; white-space: nowrap; }
        table.times tr.next { background: color-mix(in srgb, var(--accent) 18%, transparent); font-weight: 700; }
        table.times tr.sunrise { opacity: 0.7; }
        h2 small { font-weight: 400; font-size: 0.9rem; opacity: 0.8; }
        .announcements ul { padding-inline-start: 1.2rem; font-size: 1.15rem; }
        footer { margin-block: 1.5rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.2rem; }
        .note, .dim, small { opacity: 0.8; }
        small { display: block; }
        .problem, .danger { color: var(--warn); }
        .conflict { display: block; color: var(--warn); }
        form.settings .save { position: sticky; bottom: 0; padding-block: 0.6rem; background: Canvas; border-block-start: 1px solid var(--line); }
        .scroll { overflow-x: auto; max-width: 100%; }
        code { overflow-wrap: anywhere; }
        input, select, textarea { max-width: 100%; }
        .ok { color: var(--accent); }
        .flash { border-inline-start: 4px solid var(--accent); padding: 0.4rem 0.8rem; background: color-mix(in srgb, var(--accent) 12%, transparent); }
        .problems { border-inline-start: 4px solid var(--warn); padding: 0.2rem 0.8rem; }
        .card { border: 1px solid var(--line); border-radius: 0.6rem; padding: 0.8rem 1rem; margin-block: 1rem; }
        nav.admin { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; margin-block: 0.5rem; }
        nav.admin a[aria-current] { font-weight: 700; }
        form.inline { display: inline; }
        button, input, select, textarea { font: inherit; }
        button { padding: 0.5rem 1rem; border-radius: 0.4rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; }
        button.secondary { background: transparent; color: inherit; }
        button.link { background: none; border: none; color: inherit; text-decoration: underline; padding: 0; }
        label { display: block; margin-block: 0.6rem; }
        label.check { display: flex; gap: 0.5rem; align-items: center; }
        input:not([type=checkbox]), select, textarea { display: block; width: 100%; padding: 0.45rem; margin-top: 0.2rem; }
        fieldset { border: 1px solid var(--line); border-radius: 0.6rem; margin-block: 1rem; }
        .field { margin-block: 0.7rem; }
        .field label code { opacity: 0.6; font-size: 0.8rem; }
        .buttons { display: flex; gap: 0.8rem; flex-wrap: wrap; }
        .wall-preview { background: #000; color: #fff; font-size: 1.6rem; text-align: center; padding: 1rem; border-radius: 0.4rem; margin-block: 0.8rem; }
        ul.entries li { margin-block: 0.5rem; }
        table.log { font-size: 0.9rem; }
        body.widget { max-width: none; padding: 0.3rem; font-size: 0.95rem; }
        body.widget table.times td { font-size: 1.05rem; }
        table.month { font-size: 0.85rem; }
        table.month th, table.month td { padding: 0.15rem 0.25rem; white-space: nowrap; }
        table.month td.iqama, table.month td.hijri { opacity: 0.75; }
        table.month tr.friday { font-weight: 600; }
        @media print {
          @page { size: A4 portrait; margin: 8mm; }
          body { max-width: none; padding: 0; font-size: 8.5pt; color: #000; background: #fff; }
          .noprint, nav.languages, footer { display: none; }
          header h1 { font-size: 13pt; }
          .scroll { overflow: visible; }
          table.month { font-size: 7.6pt; }
          table.month th, table.month td { padding: 0.6mm 0.8mm; }
        }
        """

    static let script = """
        "use strict";
        (function () {
          var nodes = document.querySelectorAll("[data-until]");
          if (!nodes.length) { return; }
          var zeros = { "arabic": 0x0660, "extended-arabic": 0x06F0 };
          function digits(text, style) {
            var zero = zeros[style];
            return zero ? text.replace(/[0-9]/g, function (d) { return String.fromCharCode(zero + Number(d)); }) : text;
          }
          function fill(form, values) {
            var next = 0;
            return form.replace(/%(?:([0-9]+)\\$)?s/g, function (all, position) {
              return position ? values[Number(position) - 1] : values[next++];
            });
          }
          function left(seconds, node) {
            var form = function (name) { return node.getAttribute("data-" + name); }, text;
            if (seconds < 60) {
              text = fill(form("s"), [String(Math.max(0, Math.ceil(seconds)))]);
            } else {
              var m = Math.ceil(seconds / 60);
              text = m < 60 ? fill(form("m"), [String(m)]) : fill(form("hm"), [String(Math.floor(m / 60)), String(m % 60)]);
            }
            return fill(form("in"), [digits(text, form("digits"))]);
          }
          function tick() {
            var now = Date.now() / 1000, passed = false;
            for (var i = 0; i < nodes.length; i++) {
              var seconds = Number(nodes[i].getAttribute("data-until")) - now;
              if (seconds <= 0) { passed = true; }
              nodes[i].textContent = left(seconds, nodes[i]);
            }
            if (passed) { window.location.reload(); }
          }
          tick();
          window.setInterval(tick, 1000);
        })();
        """
}
